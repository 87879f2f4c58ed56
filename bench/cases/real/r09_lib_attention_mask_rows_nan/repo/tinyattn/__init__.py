from .masks import padding_mask
from .attention import MultiHeadSelfAttention
from .encoder import EncoderBlock, SentenceEncoder, masked_mean

__all__ = ["padding_mask", "MultiHeadSelfAttention", "EncoderBlock", "SentenceEncoder", "masked_mean"]
__version__ = "0.3.1"
