from .checkpoint import load_bundle, save_bundle
from .logging import get_logger

__all__ = ["load_bundle", "save_bundle", "get_logger"]
