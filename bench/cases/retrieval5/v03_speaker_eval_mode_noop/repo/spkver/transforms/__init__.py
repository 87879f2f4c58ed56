from .augment import RandomGain, SpecAugment
from .features import LogMel, apply_cmvn

__all__ = ["LogMel", "apply_cmvn", "SpecAugment", "RandomGain"]
