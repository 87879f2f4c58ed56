from .optim import build_optimizer, build_scheduler
from .trainer import Trainer
from .hooks import Hook, LoggerHook, CheckpointHook

__all__ = ["build_optimizer", "build_scheduler", "Trainer", "Hook", "LoggerHook", "CheckpointHook"]
