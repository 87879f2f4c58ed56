from tinyppo.core.buffer import RolloutBuffer
from tinyppo.core.estimators import discounted_returns, generalized_advantage_estimate, normalize_advantages
from tinyppo.core.losses import clipped_policy_loss, explained_variance, value_loss

__all__ = [
    "RolloutBuffer",
    "discounted_returns",
    "generalized_advantage_estimate",
    "normalize_advantages",
    "clipped_policy_loss",
    "explained_variance",
    "value_loss",
]
