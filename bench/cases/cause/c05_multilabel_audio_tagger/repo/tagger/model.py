import torch
import torch.nn as nn


def conv_block(cin, cout):
    return nn.Sequential(
        nn.Conv2d(cin, cout, 3, padding=1, bias=False),
        nn.BatchNorm2d(cout),
        nn.ReLU(inplace=True),
        nn.MaxPool2d(2),
    )


class CNNTagger(nn.Module):
    def __init__(self, n_classes, channels=(16, 32, 64), dropout=0.2):
        super().__init__()
        layers, cin = [], 1
        for cout in channels:
            layers.append(conv_block(cin, cout))
            cin = cout
        self.features = nn.Sequential(*layers)
        self.dropout = nn.Dropout(dropout)
        self.classifier = nn.Linear(cin, n_classes)

    def forward(self, x):
        h = self.features(x)
        h = h.mean(dim=2)
        h = h.max(dim=-1).values
        return self.classifier(self.dropout(h))
