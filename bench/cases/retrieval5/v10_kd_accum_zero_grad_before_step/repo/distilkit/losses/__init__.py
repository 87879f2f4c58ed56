from .feature import HintLoss
from .kd import DistillationLoss, kd_kl_div

__all__ = ["DistillationLoss", "kd_kl_div", "HintLoss"]
