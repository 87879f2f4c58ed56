from srkit.models.edsr import EDSR
from srkit.models.srcnn import SRCNN


def build_model(cfg):
    if cfg["name"] == "edsr":
        return EDSR(cfg["scale"], cfg["n_resblocks"], cfg["n_feats"], cfg["res_scale"])
    if cfg["name"] == "srcnn":
        return SRCNN(cfg["scale"])
    raise KeyError(cfg["name"])
