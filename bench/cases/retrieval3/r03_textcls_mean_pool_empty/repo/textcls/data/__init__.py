from textcls.data.collate import PadCollate
from textcls.data.dataset import JsonlTextDataset
from textcls.data.vocab import Vocab

__all__ = ["PadCollate", "JsonlTextDataset", "Vocab"]
