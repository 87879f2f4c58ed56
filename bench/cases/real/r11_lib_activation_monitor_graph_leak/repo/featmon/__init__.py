"""featmon: keep running statistics of layer activations while you train."""
from .stats import RunningStats
from .monitor import ActivationMonitor
from .report import format_summary

__all__ = ["RunningStats", "ActivationMonitor", "format_summary"]
