from .dataset import ADFolderDataset, build_datasets
from .synthetic import SyntheticTextureDataset

__all__ = ["ADFolderDataset", "SyntheticTextureDataset", "build_datasets"]
