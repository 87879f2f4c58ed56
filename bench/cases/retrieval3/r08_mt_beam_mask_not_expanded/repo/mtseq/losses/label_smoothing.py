import torch.nn as nn
import torch.nn.functional as F


class LabelSmoothedNLL(nn.Module):
    def __init__(self, smoothing=0.1, ignore_index=0):
        super().__init__()
        self.smoothing, self.ignore_index = smoothing, ignore_index

    def forward(self, logits, target):
        logp = F.log_softmax(logits, dim=-1)
        nll = -logp.gather(-1, target.unsqueeze(-1)).squeeze(-1)
        smooth = -logp.mean(-1)
        loss = (1 - self.smoothing) * nll + self.smoothing * smooth
        mask = target.ne(self.ignore_index)
        n = mask.sum().clamp(min=1)
        return (loss * mask).sum() / n, (nll * mask).sum() / n
