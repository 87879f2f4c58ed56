from sensorad.engine.pipeline import build_streams, detect, make_loaders
from sensorad.engine.trainer import train_autoencoder

__all__ = ["build_streams", "detect", "make_loaders", "train_autoencoder"]
