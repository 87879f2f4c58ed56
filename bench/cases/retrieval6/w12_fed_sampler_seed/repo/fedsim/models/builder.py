from ..utils.registry import Registry

MODELS = Registry("model")


def build_model(cfg, in_dim, num_classes):
    return MODELS.build(cfg, in_dim=in_dim, num_classes=num_classes)
