"""Classification head shared by the video backbones."""
import torch.nn as nn


class ClsHead(nn.Module):
    def __init__(self, in_channels, num_classes, dropout=0.5):
        super().__init__()
        self.drop = nn.Dropout(dropout)
        self.fc = nn.Linear(in_channels, num_classes)
        nn.init.normal_(self.fc.weight, std=0.01)
        nn.init.zeros_(self.fc.bias)

    def forward(self, x):
        return self.fc(self.drop(x))
