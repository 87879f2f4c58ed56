from .dataset import DepthFolderDataset, build_dataset
from .sparsify import lidar_like_mask
from .synthetic import SyntheticDepthDataset

__all__ = ["DepthFolderDataset", "SyntheticDepthDataset", "build_dataset", "lidar_like_mask"]
