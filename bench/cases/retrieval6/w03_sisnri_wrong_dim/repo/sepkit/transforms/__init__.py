from .augment import RandomGain, RandomShift
from .stft import STFT

__all__ = ["RandomGain", "RandomShift", "STFT"]
