from detkit.data.collate import detection_collate
from detkit.data.dataset import JsonDetectionDataset

__all__ = ["JsonDetectionDataset", "detection_collate"]
