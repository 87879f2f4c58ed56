"""tsforecast: direct multi-horizon forecasting."""

__version__ = "0.2.5"
