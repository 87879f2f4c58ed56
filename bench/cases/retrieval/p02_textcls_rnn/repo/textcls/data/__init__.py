from .collate import pad_collate, packed_collate
from .datasets import EncodedDataset, make_sentiment_corpus, make_topic_corpus

__all__ = ["pad_collate", "packed_collate", "EncodedDataset", "make_sentiment_corpus",
           "make_topic_corpus"]
