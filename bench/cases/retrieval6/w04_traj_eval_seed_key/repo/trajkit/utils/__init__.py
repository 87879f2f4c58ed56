from .config import Config, load_config, parse_overrides
from .registry import Registry
from .logger import get_logger
from .seed import seed_everything
from .meters import AverageMeter, MeterGroup

__all__ = [
    "Config",
    "load_config",
    "parse_overrides",
    "Registry",
    "get_logger",
    "seed_everything",
    "AverageMeter",
    "MeterGroup",
]
