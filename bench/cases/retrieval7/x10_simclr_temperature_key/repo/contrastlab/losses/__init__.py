from .ntxent import NTXentLoss, nt_xent
from .supcon import SupConLoss

__all__ = ["NTXentLoss", "nt_xent", "SupConLoss"]
