from .config import Config, load_config, apply_overrides
from .registry import Registry
from .seed import set_seed
from .logger import get_logger, format_metrics
from .meters import AverageMeter, MeterBuffer

__all__ = ["Config", "load_config", "apply_overrides", "Registry", "set_seed",
           "AverageMeter", "MeterBuffer", "get_logger", "format_metrics"]
