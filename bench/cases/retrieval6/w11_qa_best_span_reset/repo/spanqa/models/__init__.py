from .builder import MODELS, build_model
from . import span_transformer, bigru  # noqa: F401

__all__ = ["MODELS", "build_model"]
