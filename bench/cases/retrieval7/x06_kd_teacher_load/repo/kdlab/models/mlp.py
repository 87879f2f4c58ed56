"""Teacher and student MLP classifiers."""
import torch.nn as nn


def _block(cin, cout, dropout, norm=True):
    layers = [nn.Linear(cin, cout)]
    if norm:
        layers.append(nn.BatchNorm1d(cout))
    layers += [nn.ReLU(), nn.Dropout(dropout)]
    return layers


class TeacherMLP(nn.Module):
    def __init__(self, in_dim, n_classes, hidden=(256, 256), dropout=0.1):
        super().__init__()
        layers, d = [], in_dim
        for h in hidden:
            layers += _block(d, h, dropout)
            d = h
        self.mlp = nn.Sequential(*layers)
        self.classifier = nn.Linear(d, n_classes)

    def forward(self, x):
        return self.classifier(self.mlp(x))


class StudentMLP(nn.Module):
    def __init__(self, in_dim, n_classes, hidden=(16,), dropout=0.0):
        super().__init__()
        layers, d = [], in_dim
        for h in hidden:
            layers += _block(d, h, dropout, norm=False)
            d = h
        layers.append(nn.Linear(d, n_classes))
        self.net = nn.Sequential(*layers)

    def forward(self, x):
        return self.net(x)
