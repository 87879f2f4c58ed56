"""PointNet classification network.

Inputs are (B, 3, N). Per-point shared MLPs are 1x1 convolutions and the global
descriptor is a max over the point dimension, which makes the network invariant to
the order of the points.
"""
import torch
import torch.nn as nn

from .tnet import TNet


def _conv_bn(cin, cout):
    return nn.Sequential(nn.Conv1d(cin, cout, 1), nn.BatchNorm1d(cout), nn.ReLU())


class PointNetEncoder(nn.Module):
    def __init__(self, widths=(64, 128, 256), input_transform=True, feature_transform=False):
        super().__init__()
        w1, w2, w3 = widths
        self.stn = TNet(3) if input_transform else None
        self.conv1 = _conv_bn(3, w1)
        self.fstn = TNet(w1) if feature_transform else None
        self.conv2 = _conv_bn(w1, w2)
        self.conv3 = nn.Sequential(nn.Conv1d(w2, w3, 1), nn.BatchNorm1d(w3))
        self.out_dim = w3

    def forward(self, x):
        trans_feat = None
        if self.stn is not None:
            trans = self.stn(x)
            x = torch.bmm(trans.transpose(1, 2), x)
        x = self.conv1(x)
        if self.fstn is not None:
            trans_feat = self.fstn(x)
            x = torch.bmm(trans_feat.transpose(1, 2), x)
        x = self.conv3(self.conv2(x))
        global_feat = x.max(dim=2).values
        return global_feat, trans_feat


class PointNetCls(nn.Module):
    def __init__(self, n_classes, widths=(64, 128, 256), dropout=0.3, input_transform=True,
                 feature_transform=False):
        super().__init__()
        self.encoder = PointNetEncoder(widths, input_transform, feature_transform)
        d = self.encoder.out_dim
        self.head = nn.Sequential(
            nn.Linear(d, d // 2), nn.BatchNorm1d(d // 2), nn.ReLU(), nn.Dropout(dropout),
            nn.Linear(d // 2, n_classes),
        )

    def forward(self, x):
        feat, trans_feat = self.encoder(x)
        return self.head(feat), trans_feat


def build_model(cfg, n_classes):
    m = cfg["model"]
    return PointNetCls(n_classes, tuple(m["widths"]), m["dropout"], m["input_transform"],
                       m["feature_transform"])
