"""Gesture recognition from wrist IMU windows."""
from .simulate import GESTURES, make_recordings

__all__ = ["GESTURES", "make_recordings"]
__version__ = "0.3.1"
