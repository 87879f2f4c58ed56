from .encoder import TransformerEncoder
from .pooling import build_pooling

__all__ = ["TransformerEncoder", "build_pooling"]
