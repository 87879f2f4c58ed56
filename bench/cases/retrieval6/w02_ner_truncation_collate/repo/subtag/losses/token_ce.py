import torch.nn.functional as F
from torch import nn

from ..data.alignment import IGNORE_INDEX


class TokenCrossEntropy(nn.Module):
    def __init__(self, label_smoothing=0.0, o_weight=1.0):
        super().__init__()
        self.label_smoothing = label_smoothing
        self.o_weight = o_weight

    def forward(self, logits, labels):
        weight = None
        if self.o_weight != 1.0:
            weight = logits.new_ones(logits.shape[-1])
            weight[0] = self.o_weight
        return F.cross_entropy(logits.reshape(-1, logits.shape[-1]), labels.reshape(-1), weight=weight,
                               ignore_index=IGNORE_INDEX, label_smoothing=self.label_smoothing)
