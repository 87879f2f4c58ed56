import torch.nn as nn
import torch.nn.functional as F


class Residual(nn.Module):
    def __init__(self, cin, cout):
        super().__init__()
        mid = cout // 2
        self.body = nn.Sequential(nn.BatchNorm2d(cin), nn.ReLU(inplace=True), nn.Conv2d(cin, mid, 1),
                                  nn.BatchNorm2d(mid), nn.ReLU(inplace=True), nn.Conv2d(mid, mid, 3, 1, 1),
                                  nn.BatchNorm2d(mid), nn.ReLU(inplace=True), nn.Conv2d(mid, cout, 1))
        self.skip = nn.Identity() if cin == cout else nn.Conv2d(cin, cout, 1)

    def forward(self, x):
        return self.body(x) + self.skip(x)


class Hourglass(nn.Module):
    def __init__(self, depth, ch):
        super().__init__()
        self.up = Residual(ch, ch)
        self.low1 = Residual(ch, ch)
        self.low2 = Hourglass(depth - 1, ch) if depth > 1 else Residual(ch, ch)
        self.low3 = Residual(ch, ch)

    def forward(self, x):
        low = self.low3(self.low2(self.low1(F.max_pool2d(x, 2))))
        return self.up(x) + F.interpolate(low, size=x.shape[-2:], mode="nearest")


class StackedHourglass(nn.Module):
    """Returns the heatmaps of the last stack in eval mode, all stacks (list) in train mode."""

    def __init__(self, num_joints, stacks=2, ch=128):
        super().__init__()
        self.stem = nn.Sequential(nn.Conv2d(3, 64, 7, 2, 3), nn.BatchNorm2d(64), nn.ReLU(inplace=True),
                                  Residual(64, ch), nn.MaxPool2d(2), Residual(ch, ch))
        self.hgs = nn.ModuleList(Hourglass(4, ch) for _ in range(stacks))
        self.heads = nn.ModuleList(nn.Conv2d(ch, num_joints, 1) for _ in range(stacks))
        self.remap = nn.ModuleList(nn.Conv2d(num_joints, ch, 1) for _ in range(stacks - 1))

    def forward(self, x):
        x = self.stem(x)
        outs = []
        for i, hg in enumerate(self.hgs):
            y = hg(x)
            h = self.heads[i](y)
            outs.append(h)
            if i < len(self.remap):
                x = x + y + self.remap[i](h)
        return outs if self.training else outs[-1]
