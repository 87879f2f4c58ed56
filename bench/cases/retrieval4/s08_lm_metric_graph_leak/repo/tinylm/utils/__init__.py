from .checkpoint import load_checkpoint, save_checkpoint
from .logging import log_line
from .schedule import cosine_with_warmup

__all__ = ["load_checkpoint", "save_checkpoint", "log_line", "cosine_with_warmup"]
