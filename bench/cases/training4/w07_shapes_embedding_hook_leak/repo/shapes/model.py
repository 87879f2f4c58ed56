from torch import nn


class SmallResNet(nn.Module):
    def __init__(self, n_classes, width=32):
        super().__init__()
        self.stem = nn.Sequential(nn.Conv2d(3, width, 3, padding=1), nn.BatchNorm2d(width), nn.ReLU())
        self.block1 = self._block(width, width * 2)
        self.block2 = self._block(width * 2, width * 4)
        self.pool = nn.AdaptiveAvgPool2d(1)
        self.fc = nn.Linear(width * 4, n_classes)

    @staticmethod
    def _block(i, o):
        return nn.Sequential(nn.Conv2d(i, o, 3, padding=1), nn.BatchNorm2d(o), nn.ReLU(),
                             nn.Conv2d(o, o, 3, padding=1), nn.BatchNorm2d(o), nn.ReLU(), nn.MaxPool2d(2))

    def forward(self, x):
        x = self.block2(self.block1(self.stem(x)))
        return self.fc(self.pool(x).flatten(1))
