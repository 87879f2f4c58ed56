"""CTC loss wrapper."""
import torch.nn as nn


class CTCLossWrapper(nn.Module):
    def __init__(self, blank=0, reduction="mean", zero_infinity=True):
        super().__init__()
        self.ctc = nn.CTCLoss(blank=blank, reduction=reduction, zero_infinity=zero_infinity)

    def forward(self, log_probs, input_lengths, targets, target_lengths):
        T = log_probs.shape[0]
        input_lengths = input_lengths.clamp(max=T)
        return self.ctc(log_probs, targets, input_lengths, target_lengths)
