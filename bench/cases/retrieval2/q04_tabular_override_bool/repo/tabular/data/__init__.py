from .schema import TableSchema
from .synthetic import make_census_like
from .csv_reader import read_csv_columns
from .preprocess import CategoricalEncoder, NumericScaler, TablePreprocessor
from .dataset import TabularDataset, train_val_split

__all__ = [
    "TableSchema", "make_census_like", "read_csv_columns", "CategoricalEncoder", "NumericScaler",
    "TablePreprocessor", "TabularDataset", "train_val_split",
]
