"""Sparse mixture-of-experts classifiers."""

from moeclf.config import load_config
from moeclf.models import MoEClassifier, build_model

__all__ = ["load_config", "MoEClassifier", "build_model"]
__version__ = "0.3.1"
