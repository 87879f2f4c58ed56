"""Encoder-decoder depth network."""
import torch.nn as nn

from .decoder import UNetDecoder
from .encoder import ResEncoder
from .heads import BoundedDepthHead


class DepthModel(nn.Module):
    def __init__(self, width=32, min_depth=1e-3, max_depth=80.0):
        super().__init__()
        self.encoder = ResEncoder(width)
        self.decoder = UNetDecoder(self.encoder.channels)
        self.head = BoundedDepthHead(self.decoder.out_channels, min_depth, max_depth)

    def forward(self, rgb):
        """rgb (B, 3, H, W) -> depth (B, 1, H, W) in metres."""
        return self.head(self.decoder(self.encoder(rgb)), rgb.shape[-2:])


def build_model(cfg):
    dc = cfg["data"]
    return DepthModel(cfg["model"].get("width", 32), dc.get("min_depth", 1e-3), dc.get("max_depth", 80.0))
