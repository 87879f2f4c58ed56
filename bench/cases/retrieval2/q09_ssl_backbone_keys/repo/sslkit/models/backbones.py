import torch.nn as nn
import torch.nn.functional as F


class BasicBlock(nn.Module):
    def __init__(self, c_in, c_out, stride=1):
        super().__init__()
        self.conv1 = nn.Conv2d(c_in, c_out, 3, stride, 1, bias=False)
        self.bn1 = nn.BatchNorm2d(c_out)
        self.conv2 = nn.Conv2d(c_out, c_out, 3, 1, 1, bias=False)
        self.bn2 = nn.BatchNorm2d(c_out)
        self.shortcut = nn.Sequential()
        if stride != 1 or c_in != c_out:
            self.shortcut = nn.Sequential(nn.Conv2d(c_in, c_out, 1, stride, bias=False), nn.BatchNorm2d(c_out))

    def forward(self, x):
        out = F.relu(self.bn1(self.conv1(x)))
        out = self.bn2(self.conv2(out))
        return F.relu(out + self.shortcut(x))


class ResNetSmall(nn.Module):
    """CIFAR-style ResNet (3x3 stem, no max-pool), returns pooled features."""

    def __init__(self, width=32, blocks=(2, 2, 2)):
        super().__init__()
        self.stem = nn.Sequential(nn.Conv2d(3, width, 3, 1, 1, bias=False), nn.BatchNorm2d(width), nn.ReLU())
        layers, c = [], width
        for i, n in enumerate(blocks):
            c_out = width * 2 ** i
            stage = [BasicBlock(c, c_out, stride=1 if i == 0 else 2)]
            stage += [BasicBlock(c_out, c_out) for _ in range(n - 1)]
            layers.append(nn.Sequential(*stage))
            c = c_out
        self.layer1, self.layer2, self.layer3 = layers
        self.out_dim = c

    def forward(self, x):
        x = self.layer3(self.layer2(self.layer1(self.stem(x))))
        return F.adaptive_avg_pool2d(x, 1).flatten(1)


def build_backbone(cfg):
    if cfg["arch"] == "resnet_small":
        return ResNetSmall(cfg.get("width", 32), tuple(cfg.get("blocks", (2, 2, 2))))
    raise ValueError(cfg["arch"])
