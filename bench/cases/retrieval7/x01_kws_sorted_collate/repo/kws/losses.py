import torch
import torch.nn.functional as F


def cross_entropy(logits, target, label_smoothing=0.0):
    return F.cross_entropy(logits, target, label_smoothing=label_smoothing)


def focal_loss(logits, target, gamma=2.0):
    logp = F.log_softmax(logits, dim=-1)
    logp_t = logp.gather(1, target.unsqueeze(1)).squeeze(1)
    p_t = logp_t.exp()
    return (-(1 - p_t) ** gamma * logp_t).mean()


def build_loss(cfg):
    t = cfg["train"]
    if t["loss"] == "ce":
        return lambda lo, y: cross_entropy(lo, y, t["label_smoothing"])
    if t["loss"] == "focal":
        return lambda lo, y: focal_loss(lo, y, t.get("focal_gamma", 2.0))
    raise ValueError(t["loss"])


__all__ = ["cross_entropy", "focal_loss", "build_loss", "torch"]
