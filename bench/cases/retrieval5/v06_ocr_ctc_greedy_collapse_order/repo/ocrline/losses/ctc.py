"""CTC loss on raw logits (T, B, C)."""
import torch.nn as nn
import torch.nn.functional as F


class CTCLossWrapper(nn.Module):
    def __init__(self, blank=0):
        super().__init__()
        self.ctc = nn.CTCLoss(blank=blank, reduction="mean", zero_infinity=True)

    def forward(self, logits, targets, input_lengths, target_lengths):
        log_probs = F.log_softmax(logits, dim=-1)
        return self.ctc(log_probs, targets, input_lengths, target_lengths)
