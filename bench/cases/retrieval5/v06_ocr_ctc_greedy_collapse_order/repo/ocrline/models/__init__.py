from .backbone import ConvFeatureExtractor
from .crnn import CRNN
from .transformer_rec import TransformerRecognizer


def build_model(cfg, num_classes):
    m = cfg["model"]
    if m["name"] == "crnn":
        return CRNN(num_classes, hidden=m.get("hidden", 128))
    if m["name"] == "transformer":
        return TransformerRecognizer(num_classes, m.get("d_model", 192), m.get("layers", 4))
    raise ValueError(m["name"])


__all__ = ["ConvFeatureExtractor", "CRNN", "TransformerRecognizer", "build_model"]
