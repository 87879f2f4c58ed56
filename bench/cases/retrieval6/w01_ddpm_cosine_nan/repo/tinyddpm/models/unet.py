import torch
from torch import nn

from .blocks import Downsample, ResBlock, SelfAttention2d, Upsample, norm
from .embeddings import TimeEmbedding


class UNet(nn.Module):
    """Two-level UNet predicting the noise ``eps`` (or ``x0``) for an image batch."""

    def __init__(self, in_channels=1, base_channels=32, channel_mult=(1, 2), temb_dim=128,
                 attention=True, dropout=0.0):
        super().__init__()
        self.in_channels = in_channels
        self.time = TimeEmbedding(base_channels, temb_dim)
        self.stem = nn.Conv2d(in_channels, base_channels, 3, padding=1)
        chs = [base_channels * m for m in channel_mult]
        self.down1 = ResBlock(base_channels, chs[0], temb_dim, dropout)
        self.pool = Downsample(chs[0])
        self.down2 = ResBlock(chs[0], chs[1], temb_dim, dropout)
        self.mid = ResBlock(chs[1], chs[1], temb_dim, dropout)
        self.attn = SelfAttention2d(chs[1]) if attention else nn.Identity()
        self.up2 = ResBlock(chs[1] * 2, chs[0], temb_dim, dropout)
        self.unpool = Upsample(chs[0])
        self.up1 = ResBlock(chs[0] * 2, base_channels, temb_dim, dropout)
        self.out_norm = norm(base_channels)
        self.out = nn.Conv2d(base_channels, in_channels, 3, padding=1)
        nn.init.zeros_(self.out.weight)
        nn.init.zeros_(self.out.bias)

    def forward(self, x, t):
        temb = self.time(t)
        h0 = self.stem(x)
        h1 = self.down1(h0, temb)
        h2 = self.down2(self.pool(h1), temb)
        m = self.attn(self.mid(h2, temb))
        u2 = self.up2(torch.cat([m, h2], dim=1), temb)
        u1 = self.up1(torch.cat([self.unpool(u2), h1], dim=1), temb)
        return self.out(nn.functional.silu(self.out_norm(u1)))


def build_model(cfg):
    cfg = dict(cfg)
    cfg.pop("type", None)
    if "channel_mult" in cfg:
        cfg["channel_mult"] = tuple(cfg["channel_mult"])
    return UNet(**cfg)
