from .vocab import Vocab, build_vocab
from .tokenizer import BasicTokenizer, CharTokenizer
from .dataset import TextDataset, read_tsv, synthetic_reviews
from .collate import PadCollator, pad_to_length
from .sampler import LengthBucketSampler

__all__ = [
    "Vocab", "build_vocab", "BasicTokenizer", "CharTokenizer", "TextDataset", "read_tsv",
    "synthetic_reviews", "PadCollator", "pad_to_length", "LengthBucketSampler",
]
