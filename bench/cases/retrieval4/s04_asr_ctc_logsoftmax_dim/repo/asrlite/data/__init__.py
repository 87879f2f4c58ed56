from .collate import SpeechCollator
from .dataset import SpeechDataset, SyntheticCommands
from .manifest import filter_by_duration, read_manifest
from .text import CharTokenizer

__all__ = ["SpeechCollator", "SpeechDataset", "SyntheticCommands", "filter_by_duration", "read_manifest", "CharTokenizer"]
