from dualret.utils.seed import seed_everything
from dualret.utils.logging import get_logger

__all__ = ["seed_everything", "get_logger"]
