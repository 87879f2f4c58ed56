from molprop.utils.seed import seed_everything
from molprop.utils.logging import get_logger

__all__ = ["seed_everything", "get_logger"]
