import torch.nn as nn


def conv_block(c_in, c_out):
    return nn.Sequential(nn.Conv2d(c_in, c_out, 3, padding=1), nn.BatchNorm2d(c_out), nn.ReLU(),
                         nn.MaxPool2d(2))


class ShapeNet(nn.Module):
    def __init__(self, n_classes=4, channels=16):
        super().__init__()
        self.features = nn.Sequential(conv_block(1, channels), conv_block(channels, 2 * channels))
        self.pool = nn.AdaptiveAvgPool2d(1)
        self.fc = nn.Linear(2 * channels, n_classes)

    def forward(self, x):
        return self.fc(self.pool(self.features(x)).flatten(1))
