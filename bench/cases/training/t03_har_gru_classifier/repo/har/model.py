import torch
import torch.nn as nn


class GRUClassifier(nn.Module):
    def __init__(self, in_channels=3, hidden=48, layers=1, num_classes=6, dropout=0.1):
        super().__init__()
        self.gru = nn.GRU(in_channels, hidden, num_layers=layers, batch_first=True,
                          dropout=dropout if layers > 1 else 0.0)
        self.head = nn.Sequential(nn.Dropout(dropout), nn.Linear(2 * hidden, num_classes))

    def forward(self, x):
        out, h = self.gru(x)
        pooled = torch.cat([h[-1], out.mean(dim=1)], dim=1)
        return self.head(pooled)
