from depthkit.models.decoder import DepthDecoder
from depthkit.models.encoder import ResNetEncoder
from depthkit.models.heads import DepthHead

import torch.nn as nn


class DepthNet(nn.Module):
    def __init__(self, encoder_width=64, decoder_channels=(256, 128, 64, 32, 16), head="sigmoid",
                 min_depth=1e-3, max_depth=80.0):
        super().__init__()
        self.encoder = ResNetEncoder(encoder_width)
        self.decoder = DepthDecoder(self.encoder.channels, decoder_channels)
        self.head = DepthHead(decoder_channels[-1], head, min_depth, max_depth)

    def forward(self, x):
        return self.head(self.decoder(self.encoder(x)), x.shape[-2:])


def build_model(cfg, min_depth=1e-3, max_depth=80.0):
    return DepthNet(cfg["encoder_width"], tuple(cfg["decoder_channels"]), cfg["head"], min_depth, max_depth)
