from dualenc.losses.contrastive import InfoNCELoss, TripletHardNegativeLoss


def build_loss(cfg):
    if cfg["name"] == "infonce":
        return InfoNCELoss(cfg["label_smoothing"])
    if cfg["name"] == "vse_hard":
        return TripletHardNegativeLoss(cfg["margin"])
    raise KeyError(cfg["name"])
