import copy

import torch
import torch.nn as nn

from .heads import Encoder, mlp


class BYOL(nn.Module):
    def __init__(self, backbone, proj_hidden=512, proj_dim=128, pred_hidden=512):
        super().__init__()
        self.online = Encoder(backbone, proj_hidden, proj_dim)
        self.predictor = mlp(proj_dim, pred_hidden, proj_dim)
        self.target = copy.deepcopy(self.online)
        for p in self.target.parameters():
            p.requires_grad_(False)

    def forward(self, x1, x2):
        p1, p2 = self.predictor(self.online(x1)), self.predictor(self.online(x2))
        with torch.no_grad():
            z1, z2 = self.target(x1), self.target(x2)
        return p1, p2, z1.detach(), z2.detach()

    @torch.no_grad()
    def update_target(self, tau):
        for po, pt in zip(self.online.parameters(), self.target.parameters()):
            pt.mul_(tau).add_(po.detach(), alpha=1 - tau)
        for bo, bt in zip(self.online.buffers(), self.target.buffers()):
            bt.copy_(bo)

    def features(self, x):
        return self.online.backbone(x)
