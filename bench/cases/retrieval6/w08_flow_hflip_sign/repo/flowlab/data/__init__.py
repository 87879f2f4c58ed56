from .synthetic import SyntheticTranslationFlow, smooth_texture
from .dataset import FlowDataset
from .builder import build_dataloaders

__all__ = ["SyntheticTranslationFlow", "smooth_texture", "FlowDataset", "build_dataloaders"]
