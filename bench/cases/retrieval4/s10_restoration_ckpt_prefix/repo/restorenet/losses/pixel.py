import torch
import torch.nn as nn
import torch.nn.functional as F


class CharbonnierLoss(nn.Module):
    def __init__(self, eps=1e-3):
        super().__init__()
        self.eps = eps

    def forward(self, pred, target):
        return torch.sqrt((pred - target) ** 2 + self.eps ** 2).mean()


class EdgeLoss(nn.Module):
    def __init__(self):
        super().__init__()
        k = torch.tensor([[0.0, 1.0, 0.0], [1.0, -4.0, 1.0], [0.0, 1.0, 0.0]])
        self.register_buffer("kernel", k.view(1, 1, 3, 3).repeat(3, 1, 1, 1))
        self.charb = CharbonnierLoss()

    def forward(self, pred, target):
        lap = lambda x: F.conv2d(F.pad(x, (1, 1, 1, 1), mode="replicate"), self.kernel, groups=3)  # noqa: E731
        return self.charb(lap(pred), lap(target))


def build_loss(cfg):
    if cfg["name"] == "l1":
        return nn.L1Loss()
    if cfg["name"] == "charbonnier":
        return CharbonnierLoss(cfg.get("eps", 1e-3))
    if cfg["name"] == "charbonnier_edge":
        charb, edge, w = CharbonnierLoss(), EdgeLoss(), cfg.get("edge_weight", 0.05)
        return lambda p, t: charb(p, t) + w * edge(p, t)
    raise ValueError(cfg["name"])
