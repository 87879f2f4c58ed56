import torch
import torch.nn as nn
import torch.nn.functional as F


def disp_to_depth(disp, min_depth, max_depth):
    """Map a sigmoid output in [0, 1] to depth through inverse-depth interpolation."""
    min_disp, max_disp = 1.0 / max_depth, 1.0 / min_depth
    return 1.0 / (min_disp + (max_disp - min_disp) * disp)


class DepthHead(nn.Module):
    """'sigmoid': inverse-depth parameterisation; 'log': predicts log depth."""

    def __init__(self, cin, kind="sigmoid", min_depth=1e-3, max_depth=80.0):
        super().__init__()
        self.conv = nn.Conv2d(cin, 1, 3, 1, 1)
        self.kind, self.min_depth, self.max_depth = kind, min_depth, max_depth

    def forward(self, x, out_size):
        y = self.conv(x)
        if y.shape[-2:] != tuple(out_size):
            y = F.interpolate(y, size=out_size, mode="bilinear", align_corners=False)
        if self.kind == "sigmoid":
            return disp_to_depth(torch.sigmoid(y), self.min_depth, self.max_depth)
        return torch.exp(y).clamp(self.min_depth, self.max_depth)
