from .linear import CoxLinear
from .mlp import DeepSurv


def build_model(cfg, in_features):
    cfg = dict(cfg)
    kind = cfg.pop("type", "deepsurv")
    if kind == "deepsurv":
        return DeepSurv(in_features, **cfg)
    if kind == "linear":
        return CoxLinear(in_features)
    raise ValueError(kind)


__all__ = ["CoxLinear", "DeepSurv", "build_model"]
