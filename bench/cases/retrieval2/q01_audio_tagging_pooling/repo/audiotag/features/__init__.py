from .augment import SpecAugment, mixup
from .melspec import LogMelSpectrogram, mel_filterbank

__all__ = ["LogMelSpectrogram", "mel_filterbank", "SpecAugment", "mixup"]
