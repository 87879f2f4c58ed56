from .builder import build_dataloaders
from .collate import SurvivalCollate
from .dataset import SurvivalDataset
from .preprocess import Standardizer
from .synthetic import simulate_cohort

__all__ = ["build_dataloaders", "SurvivalCollate", "SurvivalDataset", "Standardizer", "simulate_cohort"]
