from .generators import ar_process, make_series, seasonal_series
from .scalers import MinMaxScaler, StandardScaler
from .windows import WindowDataset, make_windows, train_val_test_split

__all__ = ["ar_process", "make_series", "seasonal_series", "MinMaxScaler", "StandardScaler",
           "WindowDataset", "make_windows", "train_val_test_split"]
