from tsfc.data.csv_source import load_csv
from tsfc.data.splits import split_borders
from tsfc.data.windows import SlidingWindowDataset


def select_columns(columns, features, target):
    """Indices of input columns and of output columns inside the input."""
    if features == "S":
        return [columns.index(target)], [0]
    if features == "M":
        idx = list(range(len(columns)))
        return idx, idx
    if features == "MS":
        idx = list(range(len(columns)))
        return idx, [columns.index(target)]
    raise ValueError(f"features must be S, M or MS, got {features!r}")


__all__ = ["load_csv", "split_borders", "SlidingWindowDataset", "select_columns"]
