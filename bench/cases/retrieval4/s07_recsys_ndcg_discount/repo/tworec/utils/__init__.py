from .checkpoint import load_checkpoint, save_checkpoint
from .logging import get_logger
from .seed import set_seed

__all__ = ["load_checkpoint", "save_checkpoint", "get_logger", "set_seed"]
