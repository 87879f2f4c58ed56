from .loop import Trainer
from .schedule import cosine_with_warmup
from .optim import configure_optimizer

__all__ = ["Trainer", "cosine_with_warmup", "configure_optimizer"]
