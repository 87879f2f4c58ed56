import torch.nn as nn
import torch.nn.functional as F


class Encoder(nn.Module):
    def __init__(self, width=32, feat_dim=128):
        super().__init__()
        w = width
        self.net = nn.Sequential(
            nn.Conv2d(3, w, 3, padding=1), nn.BatchNorm2d(w), nn.ReLU(),
            nn.Conv2d(w, 2 * w, 3, stride=2, padding=1), nn.BatchNorm2d(2 * w), nn.ReLU(),
            nn.Conv2d(2 * w, 2 * w, 3, stride=2, padding=1), nn.BatchNorm2d(2 * w), nn.ReLU(),
            nn.AdaptiveAvgPool2d(1), nn.Flatten(), nn.Linear(2 * w, feat_dim))

    def forward(self, x):
        return self.net(x)


class SimCLR(nn.Module):
    def __init__(self, width=32, feat_dim=128, proj_dim=64):
        super().__init__()
        self.encoder = Encoder(width, feat_dim)
        self.projector = nn.Sequential(nn.Linear(feat_dim, feat_dim), nn.ReLU(), nn.Linear(feat_dim, proj_dim))

    def forward(self, x):
        return F.normalize(self.projector(self.encoder(x)), dim=1)
