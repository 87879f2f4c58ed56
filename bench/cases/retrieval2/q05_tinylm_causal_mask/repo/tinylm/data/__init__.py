from .corpus import load_corpus
from .windows import BlockDataset, RandomBlockSampler

__all__ = ["load_corpus", "BlockDataset", "RandomBlockSampler"]
