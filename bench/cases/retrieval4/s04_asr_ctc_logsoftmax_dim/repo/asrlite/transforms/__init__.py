from .features import LogMelFeaturizer, mel_filterbank
from .specaugment import SpecAugment

__all__ = ["LogMelFeaturizer", "mel_filterbank", "SpecAugment"]
