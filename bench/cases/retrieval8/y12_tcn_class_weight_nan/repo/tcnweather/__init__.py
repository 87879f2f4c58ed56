"""Hourly weather-condition classification with temporal convolutional networks."""

from tcnweather.config import load_config
from tcnweather.models import TCNClassifier

CLASS_NAMES = ("clear", "rain", "fog", "snow")
FEATURE_NAMES = ("temperature", "humidity", "pressure", "wind_speed", "precipitation", "snowfall")

__all__ = ["load_config", "TCNClassifier", "CLASS_NAMES", "FEATURE_NAMES"]
__version__ = "0.4.0"
