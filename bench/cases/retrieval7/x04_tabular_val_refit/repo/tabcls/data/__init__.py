from .builder import build_datasets, split_table
from .dataset import TabularDataset, collate_rows
from .preprocessing import CategoryEncoder, MinMaxScaler, StandardScaler, build_scaler
from .synthetic import make_synthetic_table

__all__ = [
    "build_datasets", "split_table", "TabularDataset", "collate_rows",
    "CategoryEncoder", "MinMaxScaler", "StandardScaler", "build_scaler",
    "make_synthetic_table",
]
