from .lstm import LSTMLanguageModel
from .transformer import MusicTransformer


def build_model(cfg, vocab_size):
    m = cfg["model"]
    if m["name"] == "transformer":
        return MusicTransformer(vocab_size, m["d_model"], m["n_heads"], m["n_layers"],
                                max_len=cfg["data"]["seq_len"] * 2, dropout=m.get("dropout", 0.1))
    if m["name"] == "lstm":
        return LSTMLanguageModel(vocab_size, m["d_model"], m["n_layers"], m.get("dropout", 0.1))
    raise ValueError(m["name"])


__all__ = ["MusicTransformer", "LSTMLanguageModel", "build_model"]
