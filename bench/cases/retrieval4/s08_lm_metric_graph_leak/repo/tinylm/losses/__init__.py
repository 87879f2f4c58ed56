from .lm_loss import LMLoss

__all__ = ["LMLoss"]
