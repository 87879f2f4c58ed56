from .data import NUMERIC, PLANS, ChurnDataset, Standardizer, make_churn_data
from .model import ChurnMLP

__all__ = ["NUMERIC", "PLANS", "ChurnDataset", "Standardizer", "make_churn_data", "ChurnMLP"]
