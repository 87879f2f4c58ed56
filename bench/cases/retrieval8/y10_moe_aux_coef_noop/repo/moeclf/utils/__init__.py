from moeclf.utils.logging import MetricLogger, get_logger
from moeclf.utils.seed import seed_everything

__all__ = ["MetricLogger", "get_logger", "seed_everything"]
