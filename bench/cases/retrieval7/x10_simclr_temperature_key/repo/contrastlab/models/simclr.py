from torch import nn

from .encoder import ConvEncoder
from .heads import ProjectionHead


class SimCLRModel(nn.Module):
    def __init__(self, in_ch=3, width=16, feat_dim=64, proj_dim=32):
        super().__init__()
        self.encoder = ConvEncoder(in_ch, width, feat_dim)
        self.projector = ProjectionHead(feat_dim, feat_dim, proj_dim)

    def forward(self, x):
        h = self.encoder(x)
        return h, self.projector(h)
