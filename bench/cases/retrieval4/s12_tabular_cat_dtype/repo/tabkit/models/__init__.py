from .ft_transformer import FTTransformer
from .mlp import EmbeddingMLP


def build_model(cfg, n_numeric, cardinalities):
    if cfg["name"] == "mlp":
        return EmbeddingMLP(n_numeric, cardinalities, cfg.get("hidden", [256, 128]), cfg.get("dropout", 0.1),
                            cfg.get("embed_dim"))
    if cfg["name"] == "ft_transformer":
        return FTTransformer(n_numeric, cardinalities, cfg.get("d_token", 64), cfg.get("layers", 3),
                             cfg.get("heads", 8), cfg.get("dropout", 0.1))
    raise ValueError(cfg["name"])


__all__ = ["FTTransformer", "EmbeddingMLP", "build_model"]
