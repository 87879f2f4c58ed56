from .checkpoint import load_checkpoint, save_checkpoint
from .ema import ModelEMA
from .logging import get_logger
from .swa import SWAAverager, update_bn

__all__ = ["load_checkpoint", "save_checkpoint", "ModelEMA", "get_logger", "SWAAverager", "update_bn"]
