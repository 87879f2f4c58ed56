from .vocab import Vocab, SPECIAL_TOKENS
from .synthetic import SyntheticShapesCaptions
from .dataset import CaptionDataset
from .collate import CaptionCollator, build_targets, pad_sequences
from .builder import build_dataloaders

__all__ = ["Vocab", "SPECIAL_TOKENS", "SyntheticShapesCaptions", "CaptionDataset",
           "CaptionCollator", "build_targets", "pad_sequences", "build_dataloaders"]
