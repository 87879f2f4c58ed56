from .charset import Charset
from .codec import CTCCodec
from .collate import collate_lines
from .dataset import LineDataset, SyntheticLineDataset, build_dataset

__all__ = ["Charset", "CTCCodec", "collate_lines", "LineDataset", "SyntheticLineDataset",
           "build_dataset"]
