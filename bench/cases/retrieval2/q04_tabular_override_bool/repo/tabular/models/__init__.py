from .ft_transformer import FTTransformer
from .linear import EmbeddingLinear
from .mlp import EmbeddingMLP


def build_model(model_cfg, schema, n_classes):
    kind = model_cfg.get("kind", "mlp")
    out_dim = 1 if n_classes == 2 else n_classes
    if kind == "mlp":
        return EmbeddingMLP(
            n_numeric=schema.n_numeric,
            embedding_sizes=schema.embedding_sizes(model_cfg.get("embedding_dim", "auto")),
            hidden=model_cfg.get("hidden", [256, 128]),
            out_dim=out_dim,
            dropout=model_cfg.get("dropout", 0.1),
            batch_norm=model_cfg.get("batch_norm", True),
            residual=model_cfg.get("residual", False),
        )
    if kind == "linear":
        return EmbeddingLinear(schema.n_numeric, [schema.cardinalities[c] for c in schema.categorical], out_dim)
    if kind == "ft":
        return FTTransformer(
            n_numeric=schema.n_numeric,
            cardinalities=[schema.cardinalities[c] for c in schema.categorical],
            d_token=model_cfg.get("d_token", 32),
            n_layers=model_cfg.get("n_layers", 2),
            n_heads=model_cfg.get("n_heads", 4),
            dropout=model_cfg.get("dropout", 0.1),
            out_dim=out_dim,
        )
    raise ValueError(f"unknown model kind {kind!r}")


__all__ = ["EmbeddingLinear", "EmbeddingMLP", "FTTransformer", "build_model"]
