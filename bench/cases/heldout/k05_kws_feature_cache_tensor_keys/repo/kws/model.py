import torch.nn as nn


class KWSNet(nn.Module):
    def __init__(self, n_freq=129, num_classes=4):
        super().__init__()
        self.conv = nn.Sequential(
            nn.Conv1d(n_freq, 32, 5, padding=2), nn.ReLU(),
            nn.Conv1d(32, 32, 5, padding=2), nn.ReLU(),
        )
        self.head = nn.Linear(32, num_classes)

    def forward(self, spec):            # spec: (B, n_freq, frames)
        h = self.conv(spec).mean(dim=2)
        return self.head(h)
