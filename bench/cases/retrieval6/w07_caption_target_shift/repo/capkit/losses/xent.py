import torch.nn.functional as F
from torch import nn


def sequence_cross_entropy(logits, targets, pad_id, label_smoothing=0.0):
    """Token-level CE averaged over non-pad targets. logits (B,T,V), targets (B,T)."""
    return F.cross_entropy(logits.reshape(-1, logits.size(-1)), targets.reshape(-1),
                           ignore_index=pad_id, label_smoothing=label_smoothing)


class SequenceCrossEntropy(nn.Module):
    def __init__(self, pad_id, label_smoothing=0.0):
        super().__init__()
        self.pad_id = pad_id
        self.label_smoothing = label_smoothing

    def forward(self, logits, targets):
        return sequence_cross_entropy(logits, targets, self.pad_id, self.label_smoothing)
