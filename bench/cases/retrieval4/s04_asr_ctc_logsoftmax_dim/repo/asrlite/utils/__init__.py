from .checkpoint import load_checkpoint, save_checkpoint
from .logging import setup_logging

__all__ = ["load_checkpoint", "save_checkpoint", "setup_logging"]
