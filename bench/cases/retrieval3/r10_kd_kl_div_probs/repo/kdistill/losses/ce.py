import torch.nn as nn
import torch.nn.functional as F


class LabelSmoothingCE(nn.Module):
    def __init__(self, smoothing=0.0):
        super().__init__()
        self.smoothing = smoothing

    def forward(self, logits, target):
        if self.smoothing == 0:
            return F.cross_entropy(logits, target)
        logp = F.log_softmax(logits, dim=1)
        nll = -logp.gather(1, target[:, None]).squeeze(1)
        return ((1 - self.smoothing) * nll - self.smoothing * logp.mean(1)).mean()
