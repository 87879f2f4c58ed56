from .checkpoint import load_checkpoint, save_checkpoint
from .grad import clip_gradients, grad_norm
from .logging import get_logger

__all__ = ["load_checkpoint", "save_checkpoint", "clip_gradients", "grad_norm", "get_logger"]
