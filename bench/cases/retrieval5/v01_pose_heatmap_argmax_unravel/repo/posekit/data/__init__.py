from .dataset import KeypointDataset, SyntheticKeypointDataset, build_dataset
from .skeleton import COCO_KEYPOINTS, FLIP_PAIRS
from .targets import generate_heatmaps

__all__ = ["KeypointDataset", "SyntheticKeypointDataset", "build_dataset",
           "COCO_KEYPOINTS", "FLIP_PAIRS", "generate_heatmaps"]
