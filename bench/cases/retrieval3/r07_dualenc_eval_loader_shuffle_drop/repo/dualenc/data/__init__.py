from dualenc.data.captions import CaptionDataset, caption_collate
from dualenc.data.loaders import build_loader
from dualenc.data.tokenizer import Vocab

__all__ = ["CaptionDataset", "caption_collate", "build_loader", "Vocab"]
