from torch import nn


class TagCNN(nn.Module):
    def __init__(self, n_mels, n_tags, channels=64, dropout=0.2):
        super().__init__()
        self.conv = nn.Sequential(
            nn.Conv1d(n_mels, channels, 5, padding=2), nn.BatchNorm1d(channels), nn.ReLU(),
            nn.Conv1d(channels, channels, 5, padding=2), nn.BatchNorm1d(channels), nn.ReLU(),
        )
        self.head = nn.Sequential(nn.Dropout(dropout), nn.Linear(channels, n_tags))

    def forward(self, x):
        h = self.conv(x).amax(-1)
        return self.head(h)
