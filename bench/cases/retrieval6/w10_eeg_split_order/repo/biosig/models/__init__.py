from .builder import MODELS, build_model
from . import eegnet, shallow  # noqa: F401

__all__ = ["MODELS", "build_model"]
