from mtseq.engine.trainer import train
from mtseq.engine.translator import Translator

__all__ = ["train", "Translator"]
