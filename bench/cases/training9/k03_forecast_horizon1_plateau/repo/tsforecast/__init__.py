from .data import WindowDataset, make_series, split_series
from .model import MLPForecaster
from .engine import fit, evaluate

__all__ = ["WindowDataset", "make_series", "split_series", "MLPForecaster", "fit", "evaluate"]
