from .gpt import GPT
from .layers import MLP, CausalSelfAttention, RMSNorm

__all__ = ["GPT", "MLP", "CausalSelfAttention", "RMSNorm"]
