import torch.nn as nn


class ConvBlock(nn.Sequential):
    def __init__(self, c_in, c_out, kernel_size, dropout):
        super().__init__(
            nn.Conv1d(c_in, c_out, kernel_size, padding=kernel_size // 2),
            nn.BatchNorm1d(c_out),
            nn.ReLU(inplace=True),
            nn.Dropout(dropout),
        )


class ActivityCNN(nn.Module):
    """1-D CNN over time; global max pooling makes it length-agnostic.

    Input: (batch, time, channels) accelerometer samples.
    """

    def __init__(self, num_classes, in_channels=3, hidden=(32, 64), kernel_size=5, dropout=0.1):
        super().__init__()
        layers, c = [], in_channels
        for h in hidden:
            layers.append(ConvBlock(c, h, kernel_size, dropout))
            c = h
        self.encoder = nn.Sequential(*layers)
        self.pool = nn.AdaptiveMaxPool1d(1)
        self.head = nn.Linear(c, num_classes)

    def forward(self, x):
        x = x.transpose(1, 2)           # (B, C, T) for Conv1d
        feats = self.pool(self.encoder(x)).squeeze(-1)
        return self.head(feats)


def count_parameters(model):
    return sum(p.numel() for p in model.parameters() if p.requires_grad)
