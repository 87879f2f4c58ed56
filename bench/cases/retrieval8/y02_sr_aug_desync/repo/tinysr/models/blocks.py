import torch.nn as nn


def conv3x3(in_ch, out_ch, bias=True):
    return nn.Conv2d(in_ch, out_ch, 3, padding=1, bias=bias)


class ResBlock(nn.Module):
    """EDSR residual block: conv-ReLU-conv, no batch norm, scaled residual."""

    def __init__(self, n_feats, res_scale=1.0):
        super().__init__()
        self.body = nn.Sequential(
            conv3x3(n_feats, n_feats), nn.ReLU(inplace=True), conv3x3(n_feats, n_feats)
        )
        self.res_scale = res_scale

    def forward(self, x):
        return x + self.body(x) * self.res_scale


class MeanShift(nn.Conv2d):
    """Fixed 1x1 conv that subtracts (sign=-1) or adds (sign=+1) an RGB mean."""

    def __init__(self, rgb_mean=(0.5, 0.5, 0.5), sign=-1):
        super().__init__(3, 3, kernel_size=1)
        import torch

        self.weight.data = torch.eye(3).view(3, 3, 1, 1)
        self.bias.data = sign * torch.tensor(rgb_mean)
        for p in self.parameters():
            p.requires_grad = False
