from .data import simulate_traffic, WindowDataset, split_series
from .model import MLPForecaster
from .schedule import build_scheduler
