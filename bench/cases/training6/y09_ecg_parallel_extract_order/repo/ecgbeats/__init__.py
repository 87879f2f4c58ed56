"""Heartbeat classification from single-lead ECG."""
__version__ = "0.6.0"
BEAT_CLASSES = ("N", "S", "V", "F")
