from torch import nn


class ProjectionHead(nn.Module):
    """2-layer MLP projection g(.) used only during contrastive pretraining."""

    def __init__(self, in_dim, hidden_dim, out_dim):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(in_dim, hidden_dim), nn.BatchNorm1d(hidden_dim),
                                 nn.ReLU(inplace=True), nn.Linear(hidden_dim, out_dim))

    def forward(self, h):
        return self.net(h)


class LinearClassifier(nn.Module):
    def __init__(self, in_dim, num_classes):
        super().__init__()
        self.fc = nn.Linear(in_dim, num_classes)

    def forward(self, h):
        return self.fc(h)
