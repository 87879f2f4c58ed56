from .config import Config, load_config
from .logging import get_logger, AverageMeter

__all__ = ["Config", "load_config", "get_logger", "AverageMeter"]
