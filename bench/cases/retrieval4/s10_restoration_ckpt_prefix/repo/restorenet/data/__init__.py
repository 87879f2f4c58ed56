from .datasets import PairedPatchDataset, SyntheticTextures, build_dataset

__all__ = ["PairedPatchDataset", "SyntheticTextures", "build_dataset"]
