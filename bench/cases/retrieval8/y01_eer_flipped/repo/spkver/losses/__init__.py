from .margin import AAMSoftmax, AMSoftmax, SoftmaxLoss


def build_loss(cfg, n_classes):
    l = cfg.loss
    emb_dim = cfg.model.emb_dim
    if l.name == "aam":
        return AAMSoftmax(emb_dim, n_classes, margin=l.margin, scale=l.scale)
    if l.name == "am":
        return AMSoftmax(emb_dim, n_classes, margin=l.margin, scale=l.scale)
    if l.name == "softmax":
        return SoftmaxLoss(emb_dim, n_classes)
    raise ValueError(f"unknown loss {l.name!r}")


__all__ = ["AAMSoftmax", "AMSoftmax", "SoftmaxLoss", "build_loss"]
