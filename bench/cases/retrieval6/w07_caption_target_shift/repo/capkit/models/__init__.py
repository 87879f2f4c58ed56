from .builder import MODELS, build_model
from . import encoder, decoder, captioner  # noqa: F401  (register components)

__all__ = ["MODELS", "build_model"]
