from torch import nn


class QNetwork(nn.Module):
    def __init__(self, size, n_actions=4, hidden=128):
        super().__init__()
        self.net = nn.Sequential(nn.Conv2d(3, 16, 3, padding=1), nn.ReLU(), nn.Flatten(),
                                 nn.Linear(16 * size * size, hidden), nn.ReLU(), nn.Linear(hidden, n_actions))

    def forward(self, x):
        return self.net(x)
