from ..registry import MODELS
from . import plain, resnet  # noqa: F401  (registers the models)


def build_model(mcfg, num_classes):
    kwargs = {k: v for k, v in mcfg.items() if k != "name"}
    return MODELS.build(mcfg["name"], num_classes=num_classes, **kwargs)
