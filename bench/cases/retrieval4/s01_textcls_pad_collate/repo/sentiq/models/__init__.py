from .textcnn import TextCNN
from .bilstm import BiLSTMClassifier
from .pooling import masked_max_pool, masked_mean_pool


def build_model(cfg, vocab_size, num_classes, pad_id):
    name = cfg["name"]
    if name == "textcnn":
        return TextCNN(vocab_size, num_classes, pad_id, embed_dim=cfg.get("embed_dim", 128),
                       kernel_sizes=tuple(cfg.get("kernel_sizes", (3, 4, 5))),
                       channels=cfg.get("channels", 100), pool=cfg.get("pool", "max"),
                       dropout=cfg.get("dropout", 0.3))
    if name == "bilstm":
        return BiLSTMClassifier(vocab_size, num_classes, pad_id, embed_dim=cfg.get("embed_dim", 128),
                                hidden=cfg.get("hidden", 128), layers=cfg.get("layers", 1),
                                dropout=cfg.get("dropout", 0.3))
    raise ValueError(f"unknown model {name}")


__all__ = ["TextCNN", "BiLSTMClassifier", "masked_max_pool", "masked_mean_pool", "build_model"]
