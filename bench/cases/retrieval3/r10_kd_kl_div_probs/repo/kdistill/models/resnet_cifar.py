import torch.nn as nn
import torch.nn.functional as F


class BasicBlock(nn.Module):
    def __init__(self, cin, cout, stride=1):
        super().__init__()
        self.conv1 = nn.Conv2d(cin, cout, 3, stride, 1, bias=False)
        self.bn1 = nn.BatchNorm2d(cout)
        self.conv2 = nn.Conv2d(cout, cout, 3, 1, 1, bias=False)
        self.bn2 = nn.BatchNorm2d(cout)
        self.short = nn.Sequential()
        if stride != 1 or cin != cout:
            self.short = nn.Sequential(nn.Conv2d(cin, cout, 1, stride, bias=False), nn.BatchNorm2d(cout))

    def forward(self, x):
        out = F.relu(self.bn1(self.conv1(x)))
        out = self.bn2(self.conv2(out))
        return F.relu(out + self.short(x))


class CifarResNet(nn.Module):
    """ResNet-(6n+2) for 32x32 inputs. forward(x, return_feats=True) also returns the stage outputs."""

    def __init__(self, depth, num_classes=100, widths=(16, 32, 64)):
        super().__init__()
        n = (depth - 2) // 6
        self.conv1 = nn.Conv2d(3, widths[0], 3, 1, 1, bias=False)
        self.bn1 = nn.BatchNorm2d(widths[0])
        layers, cin = [], widths[0]
        for i, w in enumerate(widths):
            blocks = []
            for j in range(n):
                blocks.append(BasicBlock(cin, w, 2 if (j == 0 and i > 0) else 1))
                cin = w
            layers.append(nn.Sequential(*blocks))
        self.stages = nn.ModuleList(layers)
        self.fc = nn.Linear(widths[-1], num_classes)
        self.feat_channels = list(widths)

    def forward(self, x, return_feats=False):
        x = F.relu(self.bn1(self.conv1(x)))
        feats = []
        for stage in self.stages:
            x = stage(x)
            feats.append(x)
        logits = self.fc(F.adaptive_avg_pool2d(x, 1).flatten(1))
        return (logits, feats) if return_feats else logits


def resnet8(num_classes):
    return CifarResNet(8, num_classes)


def resnet20(num_classes):
    return CifarResNet(20, num_classes)


def resnet32(num_classes):
    return CifarResNet(32, num_classes)


def resnet56(num_classes):
    return CifarResNet(56, num_classes)


def resnet110(num_classes):
    return CifarResNet(110, num_classes)
