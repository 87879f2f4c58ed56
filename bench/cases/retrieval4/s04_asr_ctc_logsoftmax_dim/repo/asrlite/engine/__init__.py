from .decoding import greedy_decode, prefix_beam_search
from .trainer import CTCTrainer

__all__ = ["CTCTrainer", "greedy_decode", "prefix_beam_search"]
