from .dataset import MelodyDataset, collate_tokens, load_melodies
from .synthetic import make_synthetic_melodies
from .tokenizer import EventTokenizer

__all__ = ["MelodyDataset", "collate_tokens", "load_melodies", "make_synthetic_melodies",
           "EventTokenizer"]
