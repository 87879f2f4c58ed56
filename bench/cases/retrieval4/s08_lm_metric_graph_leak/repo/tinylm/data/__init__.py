from .dataset import PackedTokenDataset, load_corpus
from .tokenizer import ByteTokenizer

__all__ = ["PackedTokenDataset", "load_corpus", "ByteTokenizer"]
