import torch.nn as nn

from .heads import mlp


class SimCLR(nn.Module):
    def __init__(self, backbone, proj_hidden=512, proj_dim=128):
        super().__init__()
        self.backbone = backbone
        self.projector = mlp(backbone.out_dim, proj_hidden, proj_dim)

    def forward(self, x1, x2):
        return self.projector(self.backbone(x1)), self.projector(self.backbone(x2))

    def features(self, x):
        return self.backbone(x)
