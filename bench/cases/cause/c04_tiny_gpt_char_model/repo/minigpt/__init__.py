from .config import GPTConfig
from .model import GPT

__all__ = ["GPTConfig", "GPT"]
