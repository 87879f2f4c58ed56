from .torch_utils import hard_update, soft_update, to_tensor, grad_norm
from .seed import set_seed
from .logger import MetricLogger

__all__ = ["hard_update", "soft_update", "to_tensor", "grad_norm", "set_seed", "MetricLogger"]
