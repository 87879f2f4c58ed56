from .vocab import Vocab, tokenize
from .data import make_reviews, ReviewDataset, collate
from .model import BagClassifier

__all__ = ["Vocab", "tokenize", "make_reviews", "ReviewDataset", "collate", "BagClassifier"]
