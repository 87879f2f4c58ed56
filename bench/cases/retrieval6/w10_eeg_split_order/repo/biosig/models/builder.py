from ..utils.registry import Registry

MODELS = Registry("model")


def build_model(cfg, num_channels, window_len, num_classes):
    return MODELS.build(cfg, num_channels=num_channels, window_len=window_len,
                        num_classes=num_classes)
