from torch import nn

from ..registry import MODELS
from .layers import ClassifierHead, ConvBNAct, SqueezeExcite, init_weights


class BasicBlock(nn.Module):
    def __init__(self, cin, cout, stride=1, se=False):
        super().__init__()
        self.conv1 = ConvBNAct(cin, cout, 3, stride)
        self.conv2 = ConvBNAct(cout, cout, 3, 1, act=False)
        self.se = SqueezeExcite(cout) if se else nn.Identity()
        self.shortcut = nn.Identity()
        if stride != 1 or cin != cout:
            self.shortcut = ConvBNAct(cin, cout, 1, stride, act=False)
        self.act = nn.ReLU(inplace=True)

    def forward(self, x):
        out = self.se(self.conv2(self.conv1(x)))
        return self.act(out + self.shortcut(x))


class ResNet(nn.Module):
    def __init__(self, num_classes=10, width=16, depths=(1, 1, 1), se=False, dropout=0.0):
        super().__init__()
        self.stem = ConvBNAct(3, width, 3)
        stages, cin = [], width
        for i, d in enumerate(depths):
            cout = width * (2 ** i)
            blocks = [BasicBlock(cin, cout, stride=1 if i == 0 else 2, se=se)]
            blocks += [BasicBlock(cout, cout, se=se) for _ in range(d - 1)]
            stages.append(nn.Sequential(*blocks))
            cin = cout
        self.stages = nn.Sequential(*stages)
        self.head = ClassifierHead(cin, num_classes, dropout)
        init_weights(self)

    def forward_features(self, x):
        return self.stages(self.stem(x))

    def forward(self, x):
        return self.head(self.forward_features(x))


@MODELS.register("resnet_tiny")
def resnet_tiny(num_classes=10, width=16, dropout=0.0):
    return ResNet(num_classes, width, (1, 1, 1), dropout=dropout)


@MODELS.register("resnet_small")
def resnet_small(num_classes=10, width=32, dropout=0.0):
    return ResNet(num_classes, width, (2, 2, 2), dropout=dropout)


@MODELS.register("seresnet_tiny")
def seresnet_tiny(num_classes=10, width=16, dropout=0.0):
    return ResNet(num_classes, width, (1, 1, 1), se=True, dropout=dropout)
