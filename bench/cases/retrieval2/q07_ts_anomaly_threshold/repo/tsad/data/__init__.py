from .synthetic import make_series
from .scaling import ChannelScaler
from .windows import SlidingWindows, window_labels

__all__ = ["make_series", "ChannelScaler", "SlidingWindows", "window_labels"]
