from posekit.losses.heatmap import AdaptiveWingLoss, JointsMSELoss


def build_loss(cfg):
    if cfg["name"] == "mse":
        return JointsMSELoss(cfg["use_target_weight"])
    if cfg["name"] == "awing":
        return AdaptiveWingLoss(cfg["omega"], cfg["epsilon"])
    raise KeyError(cfg["name"])
