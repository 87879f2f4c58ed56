from .dataset import SegFolderDataset, SyntheticShapes, build_dataset
from .palette import STREET_CLASSES, colorize, decode_color_mask

__all__ = ["SegFolderDataset", "SyntheticShapes", "build_dataset", "STREET_CLASSES", "colorize", "decode_color_mask"]
