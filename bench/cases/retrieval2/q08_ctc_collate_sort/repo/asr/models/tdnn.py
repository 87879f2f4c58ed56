import torch.nn as nn


class TDNNEncoder(nn.Module):
    """Stack of dilated 1-D convolutions (time-delay neural network), length preserving."""

    def __init__(self, n_mels, hidden=256, layers=5, dropout=0.1, subsample=1):
        super().__init__()
        if subsample != 1:
            raise ValueError("TDNNEncoder does not subsample")
        blocks, c_in = [], n_mels
        for i in range(layers):
            d = 1 + i % 3
            blocks += [nn.Conv1d(c_in, hidden, 3, padding=d, dilation=d), nn.BatchNorm1d(hidden), nn.ReLU(),
                       nn.Dropout(dropout)]
            c_in = hidden
        self.net = nn.Sequential(*blocks)
        self.out_dim = hidden

    def forward(self, x, lengths):
        return self.net(x.transpose(1, 2)).transpose(1, 2), lengths
