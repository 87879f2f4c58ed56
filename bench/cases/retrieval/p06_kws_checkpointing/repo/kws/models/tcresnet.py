import torch
from torch import nn


class TCBlock(nn.Module):
    def __init__(self, cin, cout, stride):
        super().__init__()
        self.conv1 = nn.Conv1d(cin, cout, 9, stride, 4, bias=False)
        self.bn1 = nn.BatchNorm1d(cout)
        self.conv2 = nn.Conv1d(cout, cout, 9, 1, 4, bias=False)
        self.bn2 = nn.BatchNorm1d(cout)
        self.skip = (nn.Sequential(nn.Conv1d(cin, cout, 1, stride, bias=False), nn.BatchNorm1d(cout))
                     if stride != 1 or cin != cout else nn.Identity())

    def forward(self, x):
        h = torch.relu(self.bn1(self.conv1(x)))
        return torch.relu(self.bn2(self.conv2(h)) + self.skip(x))


class TCResNet(nn.Module):
    """Temporal-convolution ResNet: mel bins are channels, convolution runs over time."""

    def __init__(self, num_classes=12, n_mels=40, widths=(16, 24, 32), dropout=0.1):
        super().__init__()
        layers = [nn.Conv1d(n_mels, widths[0], 3, padding=1, bias=False)]
        cin = widths[0]
        for w in widths[1:]:
            layers.append(TCBlock(cin, w, 2))
            cin = w
        self.features = nn.Sequential(*layers)
        self.dropout = nn.Dropout(dropout)
        self.classifier = nn.Linear(cin, num_classes)

    def forward(self, x):
        h = self.features(x).mean(-1)
        return self.classifier(self.dropout(h))
