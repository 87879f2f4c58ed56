from .alignment import align_labels, first_subword_positions
from .builder import build_dataloaders
from .collate import TokenClassificationCollator, build_collate
from .dataset import NerDataset

__all__ = ["align_labels", "first_subword_positions", "build_dataloaders", "TokenClassificationCollator",
           "build_collate", "NerDataset"]
