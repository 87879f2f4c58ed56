from .contrastive import nt_xent
from .regression import byol_loss

__all__ = ["nt_xent", "byol_loss"]
