from tinydepth.engine.optim import build_optimizer, build_scheduler
from tinydepth.engine.trainer import Trainer

__all__ = ["Trainer", "build_optimizer", "build_scheduler"]
