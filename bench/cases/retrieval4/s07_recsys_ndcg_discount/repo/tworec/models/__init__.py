from .mf import MatrixFactorization
from .two_tower import TwoTower


def build_model(cfg, n_users, n_items):
    if cfg["name"] == "mf":
        return MatrixFactorization(n_users, n_items, cfg.get("dim", 64))
    if cfg["name"] == "two_tower":
        return TwoTower(n_users, n_items, cfg.get("dim", 64), cfg.get("hidden", [128]), cfg.get("temperature", 0.1))
    raise ValueError(cfg["name"])


__all__ = ["MatrixFactorization", "TwoTower", "build_model"]
