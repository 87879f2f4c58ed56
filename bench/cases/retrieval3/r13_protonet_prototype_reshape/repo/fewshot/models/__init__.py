from fewshot.models.backbones import Conv4, ResNet12Lite
from fewshot.models.matching import MatchingNet
from fewshot.models.protonet import ProtoNet

_BACKBONES = {"conv4": Conv4, "resnet12": ResNet12Lite}


def build_model(cfg):
    backbone = _BACKBONES[cfg["backbone"]]()
    if cfg["name"] == "protonet":
        return ProtoNet(backbone, cfg["distance"], cfg["temperature"])
    if cfg["name"] == "matching":
        return MatchingNet(backbone)
    raise KeyError(cfg["name"])
