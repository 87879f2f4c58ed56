import torch.nn as nn


class X3DBlock(nn.Module):
    def __init__(self, cin, cout, expand=2.25, stride=1):
        super().__init__()
        mid = int(cout * expand)
        self.body = nn.Sequential(
            nn.Conv3d(cin, mid, 1, bias=False), nn.BatchNorm3d(mid), nn.ReLU(inplace=True),
            nn.Conv3d(mid, mid, 3, (1, stride, stride), 1, groups=mid, bias=False), nn.BatchNorm3d(mid),
            nn.SiLU(inplace=True), nn.Conv3d(mid, cout, 1, bias=False), nn.BatchNorm3d(cout))
        self.short = None if cin == cout and stride == 1 else nn.Sequential(
            nn.Conv3d(cin, cout, 1, (1, stride, stride), bias=False), nn.BatchNorm3d(cout))

    def forward(self, x):
        return nn.functional.relu(self.body(x) + (x if self.short is None else self.short(x)))


class X3DLite(nn.Module):
    def __init__(self, num_classes, width=24, dropout=0.5):
        super().__init__()
        w = width
        self.stem = nn.Sequential(nn.Conv3d(3, w, (1, 3, 3), (1, 2, 2), (0, 1, 1), bias=False),
                                  nn.Conv3d(w, w, (5, 1, 1), 1, (2, 0, 0), groups=w, bias=False),
                                  nn.BatchNorm3d(w), nn.ReLU(inplace=True))
        chans = [w, w * 2, w * 4, w * 8]
        blocks, cin = [], w
        for c in chans:
            blocks += [X3DBlock(cin, c, stride=2), X3DBlock(c, c)]
            cin = c
        self.blocks = nn.Sequential(*blocks)
        self.head = nn.Sequential(nn.Conv3d(cin, cin * 4, 1, bias=False), nn.BatchNorm3d(cin * 4), nn.ReLU(inplace=True),
                                  nn.AdaptiveAvgPool3d(1), nn.Flatten(), nn.Dropout(dropout),
                                  nn.Linear(cin * 4, num_classes))

    def forward(self, x):
        return self.head(self.blocks(self.stem(x)))
