import torch.nn as nn


def mlp(in_dim, hidden, out_dim, last_bn=False):
    layers = [nn.Linear(in_dim, hidden, bias=False), nn.BatchNorm1d(hidden), nn.ReLU(inplace=True),
              nn.Linear(hidden, out_dim)]
    if last_bn:
        layers.append(nn.BatchNorm1d(out_dim, affine=False))
    return nn.Sequential(*layers)


class Encoder(nn.Module):
    """backbone + projector; BYOL keeps two of these (online / target)."""

    def __init__(self, backbone, proj_hidden, proj_dim):
        super().__init__()
        self.backbone = backbone
        self.projector = mlp(backbone.out_dim, proj_hidden, proj_dim)

    def forward(self, x):
        return self.projector(self.backbone(x))
