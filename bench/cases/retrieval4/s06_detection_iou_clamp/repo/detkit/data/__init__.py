from .collate import detection_collate
from .dataset import JsonlDetectionDataset, SyntheticBoxes

__all__ = ["detection_collate", "JsonlDetectionDataset", "SyntheticBoxes"]
