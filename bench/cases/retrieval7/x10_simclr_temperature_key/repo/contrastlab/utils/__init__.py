from .logging import get_logger
from .seed import set_seed
from .schedules import CosineWithWarmup, StepDecay, ConstantLR

__all__ = ["get_logger", "set_seed", "CosineWithWarmup", "StepDecay", "ConstantLR"]
