from .edsr import EDSR, ResidualBlock
from .srresnet import SRResNet, SRResBlock


def build_model(cfg):
    m = cfg["model"]
    name = m.get("name", "edsr")
    if name == "edsr":
        return EDSR(scale=cfg["scale"], n_feats=m.get("n_feats", 64),
                    n_resblocks=m.get("n_resblocks", 16), res_scale=m.get("res_scale", 1.0))
    if name == "srresnet":
        return SRResNet(scale=cfg["scale"], n_feats=m.get("n_feats", 64),
                        n_resblocks=m.get("n_resblocks", 16))
    raise ValueError(f"unknown model {name}")


__all__ = ["EDSR", "ResidualBlock", "SRResNet", "SRResBlock", "build_model"]
