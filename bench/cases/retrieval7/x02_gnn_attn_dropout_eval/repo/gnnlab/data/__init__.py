from gnnlab.data.graph import Graph, add_self_loops, degree, to_undirected
from gnnlab.data.splits import make_masks
from gnnlab.data.synthetic import make_sbm_graph
from gnnlab.data.transforms import apply_transform, drop_edge

__all__ = ["Graph", "add_self_loops", "degree", "to_undirected", "make_masks",
           "make_sbm_graph", "apply_transform", "drop_edge"]
