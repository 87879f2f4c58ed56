from .errors import reconstruction_errors, window_scores
from .stats import RunningErrorStats

__all__ = ["reconstruction_errors", "window_scores", "RunningErrorStats"]
