"""sensorad: autoencoder anomaly detection for sensor windows."""
from sensorad.config import load_config

__version__ = "0.4.0"
__all__ = ["load_config"]
