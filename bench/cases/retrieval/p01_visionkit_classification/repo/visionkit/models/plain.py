"""Plain (non-residual) networks: VGG-style CNN and an MLP baseline."""
from torch import nn

from ..registry import MODELS
from .layers import ClassifierHead, ConvBNAct, init_weights


class VGG(nn.Module):
    def __init__(self, plan, num_classes=10, dropout=0.0):
        super().__init__()
        layers, cin = [], 3
        for v in plan:
            if v == "M":
                layers.append(nn.MaxPool2d(2))
            else:
                layers.append(ConvBNAct(cin, v))
                cin = v
        self.features = nn.Sequential(*layers)
        self.head = ClassifierHead(cin, num_classes, dropout)
        init_weights(self)

    def forward(self, x):
        return self.head(self.features(x))


@MODELS.register("vgg_small")
def vgg_small(num_classes=10, width=16, dropout=0.0):
    w = width
    return VGG([w, "M", 2 * w, "M", 4 * w, 4 * w], num_classes, dropout)



@MODELS.register("mlp")
class MLP(nn.Module):
    def __init__(self, num_classes=10, width=256, depth=2, image_size=16, dropout=0.0):
        super().__init__()
        dims = [3 * image_size * image_size] + [width] * depth
        layers = [nn.Flatten()]
        for a, b in zip(dims[:-1], dims[1:]):
            layers += [nn.Linear(a, b), nn.GELU(), nn.Dropout(dropout)]
        layers.append(nn.Linear(dims[-1], num_classes))
        self.net = nn.Sequential(*layers)

    def forward(self, x):
        return self.net(x)
