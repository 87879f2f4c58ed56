from .graph import Graph, load_graph, synthetic_sbm
from .loader import NeighborSampler
from .splits import make_edge_splits, make_node_splits

__all__ = ["Graph", "load_graph", "synthetic_sbm", "NeighborSampler", "make_edge_splits", "make_node_splits"]
