from .audio import log_mel_spectrogram, synth_keywords
from .dataset import KeywordDataset
from .model import KWSNet
from .trainer import Trainer

__all__ = ["log_mel_spectrogram", "synth_keywords", "KeywordDataset", "KWSNet", "Trainer"]
