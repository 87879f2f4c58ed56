from .backbone import TinyBackbone
from .head import DetectionHead
from .detector import TinyDetector, build_detector

__all__ = ["TinyBackbone", "DetectionHead", "TinyDetector", "build_detector"]
