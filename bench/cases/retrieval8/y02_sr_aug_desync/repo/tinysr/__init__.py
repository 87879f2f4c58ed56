"""tinysr: tiny EDSR-style super-resolution."""
from .config import load_config
from .models import build_model
from .data import build_datasets
from .engine.trainer import Trainer
from .engine.evaluator import evaluate

__all__ = ["load_config", "build_model", "build_datasets", "Trainer", "evaluate"]
__version__ = "0.2.0"
