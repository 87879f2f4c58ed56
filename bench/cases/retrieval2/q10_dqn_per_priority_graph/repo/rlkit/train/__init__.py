from .evaluate import evaluate_policy
from .loop import train

__all__ = ["train", "evaluate_policy"]
