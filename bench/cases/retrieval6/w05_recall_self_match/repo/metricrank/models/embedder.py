import torch.nn.functional as F
from torch import nn


class Embedder(nn.Module):
    def __init__(self, backbone, embedding_dim=32, normalize=True, dropout=0.0):
        super().__init__()
        self.backbone = backbone
        self.drop = nn.Dropout(dropout)
        self.proj = nn.Linear(backbone.out_dim, embedding_dim)
        self.normalize = normalize

    def forward(self, x):
        z = self.proj(self.drop(self.backbone(x)))
        return F.normalize(z, dim=1) if self.normalize else z
