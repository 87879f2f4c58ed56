import torch
import torch.nn as nn
import torch.nn.functional as F


class LabelSmoothingCE(nn.Module):
    def __init__(self, smoothing=0.1):
        super().__init__()
        self.smoothing = smoothing

    def forward(self, logits, target):
        logp = F.log_softmax(logits, dim=-1)
        nll = -logp.gather(1, target.unsqueeze(1)).squeeze(1)
        smooth = -logp.mean(dim=-1)
        return ((1 - self.smoothing) * nll + self.smoothing * smooth).mean()


class FocalLoss(nn.Module):
    def __init__(self, gamma=2.0, weight=None):
        super().__init__()
        self.gamma = gamma
        self.register_buffer("weight", None if weight is None else torch.as_tensor(weight, dtype=torch.float))

    def forward(self, logits, target):
        logp = F.log_softmax(logits, dim=-1)
        logp_t = logp.gather(1, target.unsqueeze(1)).squeeze(1)
        loss = -((1 - logp_t.exp()) ** self.gamma) * logp_t
        if self.weight is not None:
            loss = loss * self.weight[target]
        return loss.mean()


def build_loss(cfg):
    name = cfg.get("name", "ce")
    if name == "ce":
        if cfg.get("label_smoothing", 0.0) > 0:
            return LabelSmoothingCE(cfg["label_smoothing"])
        return nn.CrossEntropyLoss()
    if name == "focal":
        return FocalLoss(cfg.get("gamma", 2.0), cfg.get("class_weights"))
    raise ValueError(name)
