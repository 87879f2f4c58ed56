import torch
import torch.nn as nn


class SpecAugment(nn.Module):
    """Frequency and time masking (Park et al. 2019) on padded (B, T, F) batches, respecting lengths."""

    def __init__(self, freq_masks=2, freq_width=8, time_masks=2, time_width=20):
        super().__init__()
        self.freq_masks, self.freq_width = freq_masks, freq_width
        self.time_masks, self.time_width = time_masks, time_width

    def forward(self, x, lengths):
        if not self.training:
            return x
        x = x.clone()
        B, T, F = x.shape
        for b in range(B):
            for _ in range(self.freq_masks):
                w = int(torch.randint(0, self.freq_width + 1, (1,)))
                f0 = int(torch.randint(0, max(1, F - w), (1,)))
                x[b, :, f0 : f0 + w] = 0.0
            L = int(lengths[b])
            for _ in range(self.time_masks):
                w = min(int(torch.randint(0, self.time_width + 1, (1,))), L // 5)
                t0 = int(torch.randint(0, max(1, L - w), (1,)))
                x[b, t0 : t0 + w, :] = 0.0
        return x
