from .builder import build_dataloader, build_dataset
from .synthetic import SyntheticShapes

__all__ = ["build_dataloader", "build_dataset", "SyntheticShapes"]
