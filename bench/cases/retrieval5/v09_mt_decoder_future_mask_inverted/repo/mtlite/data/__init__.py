from .dataset import ParallelDataset, collate_pairs, load_parallel
from .synthetic import make_toy_corpus
from .tokenizer import detokenize, tokenize
from .vocab import Vocab

__all__ = ["ParallelDataset", "collate_pairs", "load_parallel", "make_toy_corpus", "tokenize",
           "detokenize", "Vocab"]
