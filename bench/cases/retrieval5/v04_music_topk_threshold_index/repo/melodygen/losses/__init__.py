from .lm import LMLoss

__all__ = ["LMLoss"]
