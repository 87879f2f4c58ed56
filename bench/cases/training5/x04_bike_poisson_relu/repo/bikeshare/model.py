import torch
from torch import nn


class DemandNet(nn.Module):
    def __init__(self, n_stations, n_features, station_dim=16, hidden=128, init_rate=1.0):
        super().__init__()
        self.station = nn.Embedding(n_stations, station_dim)
        self.mlp = nn.Sequential(
            nn.Linear(n_features + station_dim, hidden), nn.ReLU(),
            nn.Linear(hidden, hidden), nn.ReLU(),
        )
        self.head = nn.Linear(hidden, 1)
        nn.init.zeros_(self.head.weight)
        nn.init.constant_(self.head.bias, init_rate)   # start at the mean rate

    def forward(self, station, feats):
        h = self.mlp(torch.cat([self.station(station), feats], -1))
        return torch.relu(self.head(h)).squeeze(-1)     # expected rentals per hour (>= 0)
