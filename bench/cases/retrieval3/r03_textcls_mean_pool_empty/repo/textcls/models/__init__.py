from textcls.models.textcnn import TextCNN
from textcls.models.transformer import TransformerClassifier


def build_model(cfg, vocab_size, num_classes):
    if cfg["name"] == "textcnn":
        return TextCNN(vocab_size, num_classes, cfg["embed_dim"], cfg["kernel_sizes"], cfg["channels"],
                       cfg["pooling"], cfg["dropout"])
    if cfg["name"] == "transformer":
        return TransformerClassifier(vocab_size, num_classes, cfg["d_model"], cfg["n_heads"], cfg["n_layers"],
                                     dropout=cfg["dropout"])
    raise KeyError(cfg["name"])
