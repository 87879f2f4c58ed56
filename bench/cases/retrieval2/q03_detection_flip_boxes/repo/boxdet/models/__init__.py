from .centernet import CenterNet


def build_model(cfg):
    return CenterNet(cfg.num_classes, cfg.model.backbone_channels, cfg.model.head_channels, cfg.model.output_stride)


__all__ = ["CenterNet", "build_model"]
