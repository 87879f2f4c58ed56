from .vocab import CharVocab
from .datasets import ManifestDataset, SyntheticToneSpeech
from .collate import collate_utterances

__all__ = ["CharVocab", "ManifestDataset", "SyntheticToneSpeech", "collate_utterances"]
