from tsformer.data.scaler import MinMaxScaler, StandardScaler, build_scaler
from tsformer.data.synthetic import make_series
from tsformer.data.windows import WindowDataset, build_loaders

__all__ = ["make_series", "StandardScaler", "MinMaxScaler", "build_scaler",
           "WindowDataset", "build_loaders"]
