from dualret.data.vocab import Vocab
from dualret.data.synthetic import ShapesCaptions
from dualret.data.collate import train_collate, pad_tokens

__all__ = ["Vocab", "ShapesCaptions", "train_collate", "pad_tokens"]
