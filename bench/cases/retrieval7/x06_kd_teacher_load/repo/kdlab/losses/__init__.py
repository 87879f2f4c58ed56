from .feature import HintRegressor, hint_loss, normalized_feature_loss
from .kd import DistillationLoss, kd_kl_loss, soft_target_ce

__all__ = ["DistillationLoss", "kd_kl_loss", "soft_target_ce", "HintRegressor", "hint_loss",
           "normalized_feature_loss"]
