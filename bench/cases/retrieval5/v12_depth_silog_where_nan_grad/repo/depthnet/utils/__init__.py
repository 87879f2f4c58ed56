from .config import Config, load_config
from .seed import seed_everything
from .logging import get_logger, AverageMeter

__all__ = ["Config", "load_config", "seed_everything", "get_logger", "AverageMeter"]
