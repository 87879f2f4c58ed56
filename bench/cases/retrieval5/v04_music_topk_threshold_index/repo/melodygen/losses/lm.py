"""Next-token cross entropy with label smoothing; padding is ignored."""
import torch.nn as nn
import torch.nn.functional as F


class LMLoss(nn.Module):
    def __init__(self, pad_id=0, label_smoothing=0.0):
        super().__init__()
        self.pad_id = pad_id
        self.label_smoothing = label_smoothing

    def forward(self, logits, targets):
        return F.cross_entropy(logits.reshape(-1, logits.shape[-1]), targets.reshape(-1),
                               ignore_index=self.pad_id, label_smoothing=self.label_smoothing)
