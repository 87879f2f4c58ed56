from .cnn import CNNTagger
from .crnn import CRNNTagger

MODELS = {"cnn": CNNTagger, "crnn": CRNNTagger}


def build_model(cfg: dict, n_classes: int):
    mcfg = dict(cfg["model"])
    name = mcfg.pop("name")
    if name not in MODELS:
        raise KeyError(f"unknown model {name!r}; choose from {sorted(MODELS)}")
    return MODELS[name](n_classes=n_classes, features=cfg["features"], augment=cfg.get("augment", {}), **mcfg)
