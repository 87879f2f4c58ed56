from .graph_transforms import add_self_loops, gcn_norm_adj, row_normalize_features, to_undirected

__all__ = ["add_self_loops", "gcn_norm_adj", "row_normalize_features", "to_undirected"]
