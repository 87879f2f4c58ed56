"""Label-smoothed cross entropy, averaged over non-pad target tokens."""
import torch.nn as nn
import torch.nn.functional as F


class LabelSmoothedCrossEntropy(nn.Module):
    def __init__(self, eps=0.1, pad_id=0):
        super().__init__()
        self.eps = eps
        self.pad_id = pad_id

    def forward(self, logits, target):
        lprobs = F.log_softmax(logits, dim=-1).reshape(-1, logits.shape[-1])
        target = target.reshape(-1)
        mask = target != self.pad_id
        nll = -lprobs.gather(1, target.unsqueeze(1)).squeeze(1)
        smooth = -lprobs.mean(dim=-1)
        loss = (1 - self.eps) * nll + self.eps * smooth
        n = mask.sum().clamp(min=1)
        return (loss * mask).sum() / n, (nll * mask).sum() / n
