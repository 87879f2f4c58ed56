from .ecapa import ECAPALite
from .pooling import AttentiveStatsPool, TemporalStatsPool


def build_model(cfg):
    m = cfg.model
    return ECAPALite(
        n_mels=cfg.data.n_mels,
        channels=m.channels,
        emb_dim=m.emb_dim,
        scale_width=m.get("scale_width", 4),
        se_bottleneck=m.get("se_bottleneck", 16),
    )


__all__ = ["ECAPALite", "AttentiveStatsPool", "TemporalStatsPool", "build_model"]
