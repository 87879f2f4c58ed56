from .hourglass import MiniHourglass
from .hrnet_lite import HRNetLite
from .simple_baseline import SimpleBaseline


def build_model(mcfg, num_joints, stride=4):
    if mcfg["name"] == "simple_baseline":
        return SimpleBaseline(num_joints, mcfg.get("channels", 32), stride)
    if mcfg["name"] == "hourglass":
        return MiniHourglass(num_joints, mcfg.get("channels", 32), stride)
    if mcfg["name"] == "hrnet_lite":
        return HRNetLite(num_joints, mcfg.get("channels", 16))
    raise ValueError(mcfg["name"])
