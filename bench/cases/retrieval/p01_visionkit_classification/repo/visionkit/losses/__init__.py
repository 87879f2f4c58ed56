"""Loss construction from the `loss:` section of a config."""
from torch import nn

from ..registry import LOSSES
from .focal import FocalLoss, PolyLoss  # noqa: F401
from .smoothing import LabelSmoothingCrossEntropy, SoftTargetCrossEntropy  # noqa: F401

LOSSES.register("cross_entropy")(lambda **kw: nn.CrossEntropyLoss(**kw))


def build_loss(lcfg, num_classes=None):
    lcfg = dict(lcfg or {"name": "cross_entropy"})
    name = lcfg.pop("name")
    if name == "label_smoothing":
        lcfg.setdefault("num_classes", num_classes)
    return LOSSES.build(name, **lcfg)
