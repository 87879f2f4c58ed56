from tcnweather.utils.log import format_metrics, get_logger
from tcnweather.utils.seed import seed_everything

__all__ = ["format_metrics", "get_logger", "seed_everything"]
