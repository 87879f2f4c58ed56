from .csv_io import read_csv_rows, synthetic_churn
from .dataset import TabularDataset
from .splits import stratified_split

__all__ = ["read_csv_rows", "synthetic_churn", "TabularDataset", "stratified_split"]
