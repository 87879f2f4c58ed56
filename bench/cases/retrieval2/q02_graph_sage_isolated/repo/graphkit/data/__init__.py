from .graph import Graph
from .datasets import load_dataset
from .splits import class_balanced_split

__all__ = ["Graph", "load_dataset", "class_balanced_split"]
