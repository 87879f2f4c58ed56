from .base import Recommender
from .mf import MatrixFactorization
from .neumf import NeuMF
from .sasrec import SASRec

_REGISTRY = {"mf": MatrixFactorization, "neumf": NeuMF, "sasrec": SASRec}


def build_model(model_cfg: dict, num_users: int, num_items: int) -> Recommender:
    cfg = dict(model_cfg)
    kind = cfg.pop("type")
    try:
        cls = _REGISTRY[kind]
    except KeyError:
        raise ValueError(f"unknown model type {kind!r}, expected one of {sorted(_REGISTRY)}") from None
    return cls(num_users=num_users, num_items=num_items, **cfg)


__all__ = ["Recommender", "MatrixFactorization", "NeuMF", "SASRec", "build_model"]
