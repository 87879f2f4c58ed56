"""Small tabular deep-learning baseline for loan default prediction."""
__version__ = "0.3.1"
