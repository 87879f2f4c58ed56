from .trainer import SRTrainer
from .tester import SRTester

__all__ = ["SRTrainer", "SRTester"]
