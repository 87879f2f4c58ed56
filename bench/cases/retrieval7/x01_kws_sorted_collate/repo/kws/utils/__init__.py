from kws.utils.logging import MetricLogger
from kws.utils.seed import set_seed

__all__ = ["set_seed", "MetricLogger"]
