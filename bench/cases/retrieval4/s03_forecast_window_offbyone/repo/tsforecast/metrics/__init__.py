from .errors import HorizonErrors, mape, smape

__all__ = ["HorizonErrors", "mape", "smape"]
