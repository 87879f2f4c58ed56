from .builder import MODELS, build_model
from . import mlp  # noqa: F401

__all__ = ["MODELS", "build_model"]
