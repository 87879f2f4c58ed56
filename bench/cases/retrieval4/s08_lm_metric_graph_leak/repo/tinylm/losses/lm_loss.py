import torch.nn as nn
import torch.nn.functional as F


class LMLoss(nn.Module):
    def __init__(self, ignore_index=-100, z_loss=0.0):
        super().__init__()
        self.ignore_index = ignore_index
        self.z_loss = z_loss

    def forward(self, logits, targets):
        v = logits.size(-1)
        loss = F.cross_entropy(logits.reshape(-1, v).float(), targets.reshape(-1), ignore_index=self.ignore_index)
        if self.z_loss > 0:
            lse = logits.float().logsumexp(dim=-1)
            loss = loss + self.z_loss * (lse ** 2).mean()
        return loss
