from .degradation import bicubic_downsample, add_gaussian_noise
from .paired import PairedFolderDataset, build_dataset
from .synthetic import SyntheticTextureDataset

__all__ = ["bicubic_downsample", "add_gaussian_noise", "PairedFolderDataset",
           "SyntheticTextureDataset", "build_dataset"]
