from .encoder import BiLSTMEncoder, TransformerEncoder
from .tagger import TokenClassifier, build_model

__all__ = ["BiLSTMEncoder", "TransformerEncoder", "TokenClassifier", "build_model"]
