"""tsforecast: univariate time-series forecasting baselines and small neural models."""
__version__ = "0.6.0"
