from mtseq.decoding.beam import beam_search
from mtseq.decoding.greedy import greedy_decode
from mtseq.decoding.sampling import sample_decode

__all__ = ["beam_search", "greedy_decode", "sample_decode"]
