from .synthetic import generate_customers
from .preprocessing import CategoricalEncoder, Standardizer
from .model import ChurnModel
from .training import run_training

__all__ = ["generate_customers", "CategoricalEncoder", "Standardizer", "ChurnModel",
           "run_training"]
