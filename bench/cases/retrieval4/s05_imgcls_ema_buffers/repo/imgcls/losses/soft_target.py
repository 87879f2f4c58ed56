import torch.nn as nn
import torch.nn.functional as F


class SoftTargetCrossEntropy(nn.Module):
    def forward(self, logits, target):
        return (-target * F.log_softmax(logits, dim=-1)).sum(dim=-1).mean()


class LabelSmoothingCrossEntropy(nn.Module):
    def __init__(self, smoothing=0.1):
        super().__init__()
        self.smoothing = smoothing

    def forward(self, logits, target):
        logp = F.log_softmax(logits, dim=-1)
        nll = -logp.gather(-1, target.unsqueeze(-1)).squeeze(-1)
        return ((1 - self.smoothing) * nll - self.smoothing * logp.mean(dim=-1)).mean()


def build_loss(cfg, mixing):
    if mixing:
        return SoftTargetCrossEntropy()
    if cfg.get("label_smoothing", 0) > 0:
        return LabelSmoothingCrossEntropy(cfg["label_smoothing"])
    return nn.CrossEntropyLoss()
