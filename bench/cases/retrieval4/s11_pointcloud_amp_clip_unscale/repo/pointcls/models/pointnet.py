import torch
import torch.nn as nn
import torch.nn.functional as F


class TNet(nn.Module):
    def __init__(self, k):
        super().__init__()
        self.k = k
        self.convs = nn.Sequential(nn.Conv1d(k, 64, 1), nn.BatchNorm1d(64), nn.ReLU(),
                                   nn.Conv1d(64, 128, 1), nn.BatchNorm1d(128), nn.ReLU(),
                                   nn.Conv1d(128, 1024, 1), nn.BatchNorm1d(1024), nn.ReLU())
        self.fc = nn.Sequential(nn.Linear(1024, 512), nn.BatchNorm1d(512), nn.ReLU(),
                                nn.Linear(512, 256), nn.BatchNorm1d(256), nn.ReLU(), nn.Linear(256, k * k))
        nn.init.zeros_(self.fc[-1].weight)
        nn.init.zeros_(self.fc[-1].bias)

    def forward(self, x):
        h = self.convs(x).max(dim=2).values
        eye = torch.eye(self.k, device=x.device, dtype=h.dtype).flatten()
        return (self.fc(h) + eye).view(-1, self.k, self.k)


class PointNet(nn.Module):
    def __init__(self, num_classes, feature_transform=True, dropout=0.4):
        super().__init__()
        self.input_tnet = TNet(3)
        self.conv1 = nn.Sequential(nn.Conv1d(3, 64, 1), nn.BatchNorm1d(64), nn.ReLU())
        self.feat_tnet = TNet(64) if feature_transform else None
        self.conv2 = nn.Sequential(nn.Conv1d(64, 128, 1), nn.BatchNorm1d(128), nn.ReLU(),
                                   nn.Conv1d(128, 1024, 1), nn.BatchNorm1d(1024))
        self.head = nn.Sequential(nn.Linear(1024, 512), nn.BatchNorm1d(512), nn.ReLU(), nn.Dropout(dropout),
                                  nn.Linear(512, 256), nn.BatchNorm1d(256), nn.ReLU(), nn.Dropout(dropout),
                                  nn.Linear(256, num_classes))

    def forward(self, pts):
        x = pts.transpose(1, 2)
        x = torch.bmm(self.input_tnet(x), x)
        x = self.conv1(x)
        trans_feat = None
        if self.feat_tnet is not None:
            trans_feat = self.feat_tnet(x)
            x = torch.bmm(trans_feat, x)
        x = self.conv2(x).max(dim=2).values
        return self.head(x), trans_feat
