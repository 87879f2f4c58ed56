from .encoder import ConvEncoder
from .heads import ProjectionHead, LinearClassifier
from .simclr import SimCLRModel

__all__ = ["ConvEncoder", "ProjectionHead", "LinearClassifier", "SimCLRModel"]
