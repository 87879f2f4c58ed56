import torch.nn as nn


class CallNet(nn.Module):
    def __init__(self, n_classes, ch=24):
        super().__init__()
        self.body = nn.Sequential(
            nn.Conv1d(1, ch, 7, padding=3), nn.BatchNorm1d(ch), nn.ReLU(), nn.MaxPool1d(2),
            nn.Conv1d(ch, ch, 5, padding=2), nn.BatchNorm1d(ch), nn.ReLU(), nn.MaxPool1d(2),
            nn.Conv1d(ch, 2 * ch, 5, padding=2), nn.BatchNorm1d(2 * ch), nn.ReLU(),
            nn.AdaptiveAvgPool1d(1),
        )
        self.fc = nn.Linear(2 * ch, n_classes)

    def forward(self, x):
        return self.fc(self.body(x).flatten(1))
