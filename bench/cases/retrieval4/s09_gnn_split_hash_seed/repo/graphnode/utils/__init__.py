from .logging import get_logger
from .seed import seed_everything

__all__ = ["get_logger", "seed_everything"]
