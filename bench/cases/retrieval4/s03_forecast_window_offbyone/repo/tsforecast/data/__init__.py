from .calendar import add_calendar_features
from .series import load_csv, synthetic_load, time_split
from .windows import SlidingWindowDataset, make_inference_window, num_windows

__all__ = [
    "add_calendar_features", "load_csv", "synthetic_load", "time_split",
    "SlidingWindowDataset", "make_inference_window", "num_windows",
]
