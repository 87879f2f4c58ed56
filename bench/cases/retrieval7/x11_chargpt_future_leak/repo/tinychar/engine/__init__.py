from .trainer import Trainer
from .evaluate import estimate_loss, perplexity

__all__ = ["Trainer", "estimate_loss", "perplexity"]
