from .build import build_dataset, build_loader
from .collate import collate_detection

__all__ = ["build_dataset", "build_loader", "collate_detection"]
