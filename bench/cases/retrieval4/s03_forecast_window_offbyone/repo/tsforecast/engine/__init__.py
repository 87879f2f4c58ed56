from .backtest import naive_forecast, rolling_origin_backtest
from .trainer import ForecastTrainer

__all__ = ["ForecastTrainer", "naive_forecast", "rolling_origin_backtest"]
