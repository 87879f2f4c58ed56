"""bagtag: multi-label tagging with bag-of-embeddings models."""
from .config import load_config
from .data import build_data
from .models import build_model
from .engine.trainer import train
from .engine.evaluator import Evaluator

__all__ = ["load_config", "build_data", "build_model", "train", "Evaluator"]
__version__ = "0.4.2"
