from .text import Compose, RandomWordDropout, Truncate

__all__ = ["Compose", "RandomWordDropout", "Truncate"]
