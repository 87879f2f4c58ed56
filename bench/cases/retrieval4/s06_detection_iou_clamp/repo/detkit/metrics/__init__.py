from .detection_map import DetectionAP

__all__ = ["DetectionAP"]
