"""Keyword spotting toolkit."""

from kws.config import load_config
from kws.models import build_model

__all__ = ["load_config", "build_model"]
__version__ = "0.3.1"
