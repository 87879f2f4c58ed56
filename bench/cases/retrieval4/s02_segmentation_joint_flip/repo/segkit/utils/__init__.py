from .checkpoint import load_checkpoint, save_checkpoint
from .logging import get_logger
from .misc import AverageMeter, poly_lr, seed_all

__all__ = ["load_checkpoint", "save_checkpoint", "get_logger", "AverageMeter", "poly_lr", "seed_all"]
