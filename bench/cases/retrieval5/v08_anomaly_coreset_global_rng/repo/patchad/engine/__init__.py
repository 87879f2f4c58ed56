from .fit import build_detector, fit_detector
from .inference import evaluate_detector

__all__ = ["build_detector", "fit_detector", "evaluate_detector"]
