from hwr.utils.seed import seed_everything
from hwr.utils.logging import get_logger

__all__ = ["seed_everything", "get_logger"]
