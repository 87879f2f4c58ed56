from .data import Vocab, TextDataset, build_corpus, make_loader
from .model import BagOfEmbeddings
from .engine import train_one_epoch, predict, evaluate

__all__ = ["Vocab", "TextDataset", "build_corpus", "make_loader", "BagOfEmbeddings",
           "train_one_epoch", "predict", "evaluate"]
