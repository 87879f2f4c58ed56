from .ctc_model import CTCModel
from .subsampling import Conv2dSubsampling


def build_model(cfg, n_feats, vocab_size):
    return CTCModel(n_feats, vocab_size, encoder=cfg.get("encoder", "bilstm"), d_model=cfg.get("d_model", 256),
                    layers=cfg.get("layers", 3), dropout=cfg.get("dropout", 0.1))


__all__ = ["CTCModel", "Conv2dSubsampling", "build_model"]
