from .edsr import EDSR


def build_model(cfg):
    m = cfg["model"]
    return EDSR(
        scale=cfg["scale"],
        n_feats=m["n_feats"],
        n_blocks=m["n_blocks"],
        res_scale=m.get("res_scale", 1.0),
    )


__all__ = ["EDSR", "build_model"]
