"""Pure-PyTorch message passing GNNs."""
from gnnlab.config import load_config
from gnnlab.data import Graph, apply_transform, make_sbm_graph
from gnnlab.models import build_model


def load_graph(cfg):
    """Build the synthetic graph for a config and apply its feature transform."""
    from gnnlab.config import split_data_cfg
    graph = make_sbm_graph(**split_data_cfg(cfg), seed=cfg["seed"])
    return apply_transform(graph, cfg["data"].get("transform", "none"))


__all__ = ["load_config", "load_graph", "Graph", "make_sbm_graph", "build_model"]
__version__ = "0.2.0"
