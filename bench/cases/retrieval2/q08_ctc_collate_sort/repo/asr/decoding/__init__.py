from .greedy import greedy_decode
from .prefix_beam import prefix_beam_search

__all__ = ["greedy_decode", "prefix_beam_search"]
