from torch import nn


class KWSNet(nn.Module):
    def __init__(self, n_classes, width=32):
        super().__init__()
        def block(i, o):
            return nn.Sequential(nn.Conv2d(i, o, 3, padding=1), nn.BatchNorm2d(o), nn.ReLU(), nn.MaxPool2d(2))
        self.net = nn.Sequential(block(1, width), block(width, width * 2), block(width * 2, width * 2),
                                 nn.AdaptiveAvgPool2d(1), nn.Flatten(), nn.Dropout(0.2),
                                 nn.Linear(width * 2, n_classes))

    def forward(self, x):
        return self.net(x.unsqueeze(1))
