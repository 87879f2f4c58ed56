from segkit.data.collate import pad_collate, stack_collate
from segkit.data.dataset import SegFolderDataset

__all__ = ["SegFolderDataset", "pad_collate", "stack_collate"]
