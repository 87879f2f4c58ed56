from ..utils.registry import Registry

MODELS = Registry("model")


def build_model(cfg):
    return MODELS.build(cfg)
