"""sentemb: small sentence-embedding models trained with contrastive objectives."""
from .encoder_api import SentenceEncoder

__version__ = "0.7.0"
__all__ = ["SentenceEncoder"]
