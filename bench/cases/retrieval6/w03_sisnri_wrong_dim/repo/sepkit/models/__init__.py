from .convtasnet import ConvTasNet
from .stft_mask import STFTMaskNet


def build_model(cfg):
    cfg = dict(cfg)
    kind = cfg.pop("type", "convtasnet")
    if kind == "convtasnet":
        return ConvTasNet(**cfg)
    if kind == "stft_mask":
        return STFTMaskNet(**cfg)
    raise ValueError(f"unknown model {kind}")


__all__ = ["ConvTasNet", "STFTMaskNet", "build_model"]
