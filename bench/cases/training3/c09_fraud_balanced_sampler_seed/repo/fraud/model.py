import torch
import torch.nn as nn

from .data import N_MCC


class FraudNet(nn.Module):
    def __init__(self, n_num=6, hidden=128):
        super().__init__()
        self.mcc = nn.Embedding(N_MCC, 8)
        self.net = nn.Sequential(nn.Linear(n_num + 8, hidden), nn.ReLU(), nn.Dropout(0.1),
                                 nn.Linear(hidden, hidden), nn.ReLU(), nn.Linear(hidden, 1))

    def forward(self, x, mcc):
        return self.net(torch.cat([x, self.mcc(mcc)], dim=1)).squeeze(1)
