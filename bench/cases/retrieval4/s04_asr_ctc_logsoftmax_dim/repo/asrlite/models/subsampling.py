import torch
import torch.nn as nn


class Conv2dSubsampling(nn.Module):
    def __init__(self, n_feats, d_model):
        super().__init__()
        self.conv = nn.Sequential(
            nn.Conv2d(1, 32, 3, stride=2), nn.ReLU(),
            nn.Conv2d(32, 32, 3, stride=2), nn.ReLU(),
        )
        f = ((n_feats - 1) // 2 - 1) // 2
        self.out = nn.Linear(32 * f, d_model)

    @staticmethod
    def output_lengths(lengths):
        return ((lengths - 1) // 2 - 1) // 2

    def forward(self, x, lengths):
        x = self.conv(x.unsqueeze(1))
        b, c, t, f = x.shape
        x = self.out(x.permute(0, 2, 1, 3).reshape(b, t, c * f))
        return x, self.output_lengths(lengths).clamp(max=t)
