"""Bearing fault diagnosis from vibration spectra."""
__version__ = "0.5.0"
CLASSES = ("healthy", "inner_race", "outer_race", "ball")
