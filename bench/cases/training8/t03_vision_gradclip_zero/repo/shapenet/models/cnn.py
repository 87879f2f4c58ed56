import torch.nn as nn


def conv_bn(cin, cout, stride=1):
    return nn.Sequential(nn.Conv2d(cin, cout, 3, stride, 1, bias=False), nn.BatchNorm2d(cout), nn.ReLU(inplace=True))


class SmallCNN(nn.Module):
    def __init__(self, num_classes, width=32, dropout=0.1):
        super().__init__()
        w = width
        self.features = nn.Sequential(
            conv_bn(3, w), conv_bn(w, w),
            conv_bn(w, 2 * w, stride=2), conv_bn(2 * w, 2 * w),
            conv_bn(2 * w, 4 * w, stride=2),
            nn.AdaptiveAvgPool2d(1), nn.Flatten())
        self.classifier = nn.Sequential(nn.Dropout(dropout), nn.Linear(4 * w, num_classes))

    def forward(self, x):
        return self.classifier(self.features(x))
