import torch.nn as nn

from srkit.models.common import MeanShift, ResBlock, Upsampler


class EDSR(nn.Module):
    def __init__(self, scale=4, n_resblocks=16, n_feats=64, res_scale=1.0):
        super().__init__()
        self.sub_mean, self.add_mean = MeanShift(sign=-1), MeanShift(sign=1)
        self.head = nn.Conv2d(3, n_feats, 3, 1, 1)
        self.body = nn.Sequential(*[ResBlock(n_feats, res_scale) for _ in range(n_resblocks)],
                                  nn.Conv2d(n_feats, n_feats, 3, 1, 1))
        self.tail = nn.Sequential(Upsampler(scale, n_feats), nn.Conv2d(n_feats, 3, 3, 1, 1))
        self.scale = scale

    def forward(self, x):
        x = self.head(self.sub_mean(x))
        x = x + self.body(x)
        return self.add_mean(self.tail(x))
