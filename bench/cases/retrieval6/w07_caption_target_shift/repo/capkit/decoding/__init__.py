from .greedy import greedy_decode
from .beam import beam_search


def decode(model, images, strategy="greedy", max_len=16, **kwargs):
    if strategy == "greedy":
        return greedy_decode(model, images, max_len=max_len)
    if strategy == "beam":
        return beam_search(model, images, max_len=max_len, **kwargs)
    raise ValueError(f"unknown decoding strategy {strategy!r}")


__all__ = ["greedy_decode", "beam_search", "decode"]
