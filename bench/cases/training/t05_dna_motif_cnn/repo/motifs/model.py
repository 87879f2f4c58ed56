import torch.nn as nn


class MotifCNN(nn.Module):
    """DeepBind-style: convolution = motif scanner, global max pool = 'is the motif anywhere'."""

    def __init__(self, num_classes=4, filters=64, kernel=12, hidden=32, dropout=0.2):
        super().__init__()
        self.conv = nn.Conv1d(4, filters, kernel_size=kernel)
        self.pool = nn.AdaptiveMaxPool1d(1)
        self.head = nn.Sequential(nn.Flatten(), nn.Dropout(dropout), nn.Linear(filters, hidden),
                                  nn.ReLU(), nn.Linear(hidden, num_classes))

    def forward(self, x):
        return self.head(self.pool(self.conv(x).relu()))
