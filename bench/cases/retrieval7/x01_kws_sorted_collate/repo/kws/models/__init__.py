from kws.models.cnn import KeywordCNN
from kws.models.gru import KeywordGRU

MODELS = {"cnn": KeywordCNN, "gru": KeywordGRU}


def build_model(cfg, in_dim):
    m = cfg["model"]
    cls = MODELS[m["name"]]
    return cls(in_dim=in_dim, num_classes=cfg["data"]["num_keywords"],
               hidden=m["hidden"], layers=m["layers"], dropout=m["dropout"])


__all__ = ["build_model", "KeywordCNN", "KeywordGRU"]
