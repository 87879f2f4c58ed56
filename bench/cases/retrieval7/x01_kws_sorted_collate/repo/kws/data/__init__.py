from kws.data.collate import build_collate
from kws.data.dataset import KeywordDataset, build_loaders

__all__ = ["KeywordDataset", "build_loaders", "build_collate"]
