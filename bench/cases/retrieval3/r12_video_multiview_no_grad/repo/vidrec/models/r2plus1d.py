import torch.nn as nn


class Conv2Plus1D(nn.Sequential):
    def __init__(self, cin, cout, mid, stride=1):
        super().__init__(
            nn.Conv3d(cin, mid, (1, 3, 3), (1, stride, stride), (0, 1, 1), bias=False),
            nn.BatchNorm3d(mid), nn.ReLU(inplace=True),
            nn.Conv3d(mid, cout, (3, 1, 1), (stride, 1, 1), (1, 0, 0), bias=False))


class Block(nn.Module):
    def __init__(self, cin, cout, stride=1):
        super().__init__()
        mid = (cin * cout * 27) // (cin * 9 + 3 * cout)
        self.conv1 = nn.Sequential(Conv2Plus1D(cin, cout, mid, stride), nn.BatchNorm3d(cout), nn.ReLU(inplace=True))
        self.conv2 = nn.Sequential(Conv2Plus1D(cout, cout, mid), nn.BatchNorm3d(cout))
        self.down = None if stride == 1 and cin == cout else nn.Sequential(
            nn.Conv3d(cin, cout, 1, stride, bias=False), nn.BatchNorm3d(cout))
        self.relu = nn.ReLU(inplace=True)

    def forward(self, x):
        y = self.conv2(self.conv1(x))
        return self.relu(y + (x if self.down is None else self.down(x)))


class R2Plus1D(nn.Module):
    """Input [B, 3, T, H, W]."""

    def __init__(self, num_classes, width=64, dropout=0.5):
        super().__init__()
        w = width
        self.stem = nn.Sequential(nn.Conv3d(3, 45, (1, 7, 7), (1, 2, 2), (0, 3, 3), bias=False), nn.BatchNorm3d(45),
                                  nn.ReLU(inplace=True), nn.Conv3d(45, w, (3, 1, 1), 1, (1, 0, 0), bias=False),
                                  nn.BatchNorm3d(w), nn.ReLU(inplace=True))
        self.layers = nn.Sequential(Block(w, w), Block(w, w * 2, 2), Block(w * 2, w * 4, 2), Block(w * 4, w * 8, 2))
        self.pool = nn.AdaptiveAvgPool3d(1)
        self.drop = nn.Dropout(dropout)
        self.fc = nn.Linear(w * 8, num_classes)

    def forward(self, x):
        return self.fc(self.drop(self.pool(self.layers(self.stem(x))).flatten(1)))
