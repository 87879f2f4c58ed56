from .realnvp import build_realnvp


def build_model(model_cfg, dim):
    cfg = dict(model_cfg)
    arch = cfg.pop("arch", "realnvp")
    if arch != "realnvp":
        raise ValueError(f"unknown arch {arch!r}")
    return build_realnvp(dim, **cfg)
