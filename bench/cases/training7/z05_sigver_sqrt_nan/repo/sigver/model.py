import torch.nn.functional as F
from torch import nn


class SignatureEncoder(nn.Module):
    def __init__(self, in_dim, hidden=256, embed_dim=32):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(in_dim, hidden), nn.ReLU(), nn.Linear(hidden, hidden), nn.ReLU(),
                                 nn.Linear(hidden, embed_dim))

    def forward(self, x):
        return F.normalize(self.net(x), dim=-1)
