import torch.nn as nn
import torch.nn.functional as F


class WideBlock(nn.Module):
    def __init__(self, cin, cout, stride, drop=0.0):
        super().__init__()
        self.bn1, self.conv1 = nn.BatchNorm2d(cin), nn.Conv2d(cin, cout, 3, stride, 1, bias=False)
        self.bn2, self.conv2 = nn.BatchNorm2d(cout), nn.Conv2d(cout, cout, 3, 1, 1, bias=False)
        self.short = None if cin == cout and stride == 1 else nn.Conv2d(cin, cout, 1, stride, bias=False)
        self.drop = drop

    def forward(self, x):
        o = F.relu(self.bn1(x))
        y = self.conv1(o)
        y = F.dropout(F.relu(self.bn2(y)), self.drop, self.training)
        y = self.conv2(y)
        return y + (x if self.short is None else self.short(o))


class WideResNet(nn.Module):
    def __init__(self, depth, k, num_classes=100):
        super().__init__()
        n = (depth - 4) // 6
        widths = [16 * k, 32 * k, 64 * k]
        self.conv1 = nn.Conv2d(3, 16, 3, 1, 1, bias=False)
        stages, cin = [], 16
        for i, w in enumerate(widths):
            stages.append(nn.Sequential(*[WideBlock(cin if j == 0 else w, w, (2 if i > 0 else 1) if j == 0 else 1)
                                          for j in range(n)]))
            cin = w
        self.stages = nn.ModuleList(stages)
        self.bn = nn.BatchNorm2d(widths[-1])
        self.fc = nn.Linear(widths[-1], num_classes)
        self.feat_channels = widths

    def forward(self, x, return_feats=False):
        x = self.conv1(x)
        feats = []
        for s in self.stages:
            x = s(x)
            feats.append(x)
        logits = self.fc(F.adaptive_avg_pool2d(F.relu(self.bn(x)), 1).flatten(1))
        return (logits, feats) if return_feats else logits


def wrn_16_2(num_classes):
    return WideResNet(16, 2, num_classes)


def wrn_40_2(num_classes):
    return WideResNet(40, 2, num_classes)
