from .checkpoint import load_checkpoint, save_checkpoint
from .logging import get_logger
from .seed import seed_everything

__all__ = ["load_checkpoint", "save_checkpoint", "get_logger", "seed_everything"]
