import torch.nn as nn


def block(cin, cout):
    return nn.Sequential(nn.Conv2d(cin, cout, 3, padding=1), nn.BatchNorm2d(cout), nn.ReLU(),
                         nn.MaxPool2d(2))


class SmallCNN(nn.Module):
    def __init__(self, num_classes=4, width=16):
        super().__init__()
        self.body = nn.Sequential(block(1, width), block(width, 2 * width),
                                  block(2 * width, 4 * width))
        self.head = nn.Sequential(nn.Flatten(), nn.Linear(4 * width * 2 * 2, 64), nn.ReLU(),
                                  nn.Linear(64, num_classes))

    def forward(self, x):
        return self.head(self.body(x))
