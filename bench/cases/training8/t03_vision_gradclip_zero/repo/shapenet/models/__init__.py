from .cnn import SmallCNN


def build_model(cfg, num_classes):
    if cfg.model.name == "small_cnn":
        return SmallCNN(num_classes, width=cfg.model.width, dropout=cfg.model.dropout)
    raise ValueError(f"unknown model {cfg.model.name}")
