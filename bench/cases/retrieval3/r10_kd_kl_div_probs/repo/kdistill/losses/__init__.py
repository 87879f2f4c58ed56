from kdistill.losses.ce import LabelSmoothingCE
from kdistill.losses.feature import AttentionTransfer, FitNetHint
from kdistill.losses.kd import SoftTargetKD

__all__ = ["AttentionTransfer", "FitNetHint", "LabelSmoothingCE", "SoftTargetKD"]
