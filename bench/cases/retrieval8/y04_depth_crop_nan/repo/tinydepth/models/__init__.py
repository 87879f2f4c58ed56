from tinydepth.models.encoder_decoder import TinyDepthNet


def build_model(cfg):
    mcfg = cfg.model
    return TinyDepthNet(
        base_channels=mcfg.get("base_channels", 8),
        min_depth=mcfg.get("min_depth", 0.5),
        max_depth=mcfg.get("max_depth", 20.0),
    )


__all__ = ["TinyDepthNet", "build_model"]
