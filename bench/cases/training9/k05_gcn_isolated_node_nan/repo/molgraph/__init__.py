from .data import Graph, make_dataset
from .batching import collate_graphs, GraphLoader
from .model import GCNClassifier
from .engine import train, evaluate

__all__ = ["Graph", "make_dataset", "collate_graphs", "GraphLoader", "GCNClassifier", "train",
           "evaluate"]
