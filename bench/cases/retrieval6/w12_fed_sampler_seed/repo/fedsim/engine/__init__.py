from .evaluator import evaluate_global
from .simulation import Simulation

__all__ = ["evaluate_global", "Simulation"]
