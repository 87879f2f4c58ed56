from .example import QAExample
from .tokenizer import WhitespaceTokenizer, Encoding
from .synthetic import SyntheticKeyValueQA
from .features import Feature, build_features, window_starts
from .collate import collate_features
from .builder import build_data

__all__ = ["QAExample", "WhitespaceTokenizer", "Encoding", "SyntheticKeyValueQA", "Feature",
           "build_features", "window_starts", "collate_features", "build_data"]
