from .gcn import GCN
from .sage import GraphSAGE


def build_model(cfg, in_dim, n_classes):
    if cfg["name"] == "gcn":
        return GCN(in_dim, cfg.get("hidden", 64), n_classes, cfg.get("layers", 2), cfg.get("dropout", 0.5))
    if cfg["name"] == "sage":
        return GraphSAGE(in_dim, cfg.get("hidden", 64), n_classes, cfg.get("layers", 2), cfg.get("dropout", 0.5))
    raise ValueError(cfg["name"])


__all__ = ["GCN", "GraphSAGE", "build_model"]
