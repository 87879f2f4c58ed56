from .mf import MatrixFactorization
from .ncf import GMF, MLPRec, NeuMF
from .popularity import Popularity


def build_model(mcfg, num_users, num_items):
    name = mcfg["name"]
    d = mcfg.get("embedding_dim", 32)
    if name == "mf":
        return MatrixFactorization(num_users, num_items, d)
    if name == "gmf":
        return GMF(num_users, num_items, d)
    if name == "mlp":
        return MLPRec(num_users, num_items, d, mcfg.get("mlp_layers", [32, 16]), mcfg.get("dropout", 0.0))
    if name == "neumf":
        return NeuMF(num_users, num_items, d, mcfg.get("mlp_layers", [32, 16]), mcfg.get("dropout", 0.0))
    raise ValueError(f"unknown model {name}")


__all__ = ["MatrixFactorization", "GMF", "MLPRec", "NeuMF", "Popularity", "build_model"]
