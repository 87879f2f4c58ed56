from .baselines import ConstantVelocity
from .cvae import TrajCVAE


def build_model(cfg, pred_len):
    cfg = dict(cfg)
    kind = cfg.pop("type", "cvae")
    if kind == "cvae":
        return TrajCVAE(pred_len=pred_len, **cfg)
    if kind == "constant_velocity":
        return ConstantVelocity(pred_len=pred_len)
    raise ValueError(kind)


__all__ = ["ConstantVelocity", "TrajCVAE", "build_model"]
