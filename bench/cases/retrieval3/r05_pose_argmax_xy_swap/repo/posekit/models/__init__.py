from posekit.models.hourglass import StackedHourglass
from posekit.models.simple_baseline import SimpleBaseline


def build_model(cfg, num_joints):
    if cfg["name"] == "simple_baseline":
        return SimpleBaseline(num_joints, cfg["width"], cfg["deconv_layers"])
    if cfg["name"] == "hourglass":
        return StackedHourglass(num_joints, cfg["stacks"], cfg["width"] * 2)
    raise KeyError(cfg["name"])
