from .builder import MODELS, build_model
from . import pwc_lite  # noqa: F401

__all__ = ["MODELS", "build_model"]
