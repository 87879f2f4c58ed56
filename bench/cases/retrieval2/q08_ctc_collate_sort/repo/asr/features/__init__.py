from .fbank import log_mel_fbank
from .specaug import SpecAugment
from .cmvn import GlobalCMVN

__all__ = ["log_mel_fbank", "SpecAugment", "GlobalCMVN"]
