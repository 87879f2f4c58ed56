from .decoder import UNetDecoder
from .encoder import ResEncoder
from .heads import BoundedDepthHead
from .depth_model import DepthModel, build_model

__all__ = ["ResEncoder", "UNetDecoder", "BoundedDepthHead", "DepthModel", "build_model"]
