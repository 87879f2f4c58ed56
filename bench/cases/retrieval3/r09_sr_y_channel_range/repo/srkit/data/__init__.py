from srkit.data.degrade import bicubic_downsample, modcrop
from srkit.data.paired import PairedImageDataset

__all__ = ["PairedImageDataset", "bicubic_downsample", "modcrop"]
