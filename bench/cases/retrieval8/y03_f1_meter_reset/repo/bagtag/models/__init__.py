from .bag import BagOfEmbeddings


def build_model(cfg, vocab_size):
    m = cfg["model"]
    return BagOfEmbeddings(
        vocab_size=vocab_size,
        n_labels=cfg["data"]["n_labels"],
        emb_dim=m["emb_dim"],
        hidden=m["hidden"],
        dropout=m.get("dropout", 0.0),
        pooling=m.get("pooling", "masked_mean"),
    )


__all__ = ["BagOfEmbeddings", "build_model"]
