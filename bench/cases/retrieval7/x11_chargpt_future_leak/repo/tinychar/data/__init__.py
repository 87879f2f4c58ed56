from .corpus import build_corpus
from .dataset import CharDataset, train_val_split

__all__ = ["build_corpus", "CharDataset", "train_val_split"]
