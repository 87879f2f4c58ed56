from .graph import make_citation_graph, normalized_adjacency
from .model import GCN
from .tracker import RunTracker
