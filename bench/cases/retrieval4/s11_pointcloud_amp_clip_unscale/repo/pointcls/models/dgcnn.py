import torch
import torch.nn as nn
import torch.nn.functional as F


def knn_graph_features(x, k):
    b, c, n = x.shape
    inner = -2 * torch.matmul(x.transpose(2, 1), x)
    sq = (x ** 2).sum(dim=1, keepdim=True)
    idx = (-sq - inner - sq.transpose(2, 1)).topk(k=k, dim=-1).indices
    base = torch.arange(b, device=x.device).view(-1, 1, 1) * n
    idx = (idx + base).view(-1)
    xt = x.transpose(2, 1).contiguous()
    nb = xt.view(b * n, -1)[idx].view(b, n, k, c)
    center = xt.view(b, n, 1, c).expand(-1, -1, k, -1)
    return torch.cat([nb - center, center], dim=3).permute(0, 3, 1, 2).contiguous()


class EdgeConv(nn.Module):
    def __init__(self, cin, cout, k):
        super().__init__()
        self.k = k
        self.conv = nn.Sequential(nn.Conv2d(2 * cin, cout, 1, bias=False), nn.BatchNorm2d(cout), nn.LeakyReLU(0.2))

    def forward(self, x):
        return self.conv(knn_graph_features(x, self.k)).max(dim=-1).values


class DGCNN(nn.Module):
    def __init__(self, num_classes, k=20, emb_dims=1024, dropout=0.5):
        super().__init__()
        self.ec = nn.ModuleList([EdgeConv(3, 64, k), EdgeConv(64, 64, k), EdgeConv(64, 128, k), EdgeConv(128, 256, k)])
        self.emb = nn.Sequential(nn.Conv1d(512, emb_dims, 1, bias=False), nn.BatchNorm1d(emb_dims), nn.LeakyReLU(0.2))
        self.head = nn.Sequential(nn.Linear(emb_dims * 2, 512, bias=False), nn.BatchNorm1d(512), nn.LeakyReLU(0.2),
                                  nn.Dropout(dropout), nn.Linear(512, 256), nn.BatchNorm1d(256), nn.LeakyReLU(0.2),
                                  nn.Dropout(dropout), nn.Linear(256, num_classes))

    def forward(self, pts):
        x = pts.transpose(1, 2)
        feats = []
        for ec in self.ec:
            x = ec(x)
            feats.append(x)
        x = self.emb(torch.cat(feats, dim=1))
        x = torch.cat([F.adaptive_max_pool1d(x, 1).flatten(1), F.adaptive_avg_pool1d(x, 1).flatten(1)], dim=1)
        return self.head(x), None
