from .logging import format_metrics, get_logger
from .seed import seed_everything

__all__ = ["format_metrics", "get_logger", "seed_everything"]
