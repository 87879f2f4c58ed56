import torch.nn as nn


def conv_bn(c_in, c_out, stride=1):
    return nn.Sequential(nn.Conv2d(c_in, c_out, 3, stride=stride, padding=1, bias=False),
                         nn.BatchNorm2d(c_out), nn.ReLU(inplace=True))


class DefectNet(nn.Module):
    def __init__(self, num_classes, width=16):
        super().__init__()
        self.features = nn.Sequential(
            conv_bn(1, width), conv_bn(width, width),
            conv_bn(width, 2 * width, stride=2), conv_bn(2 * width, 2 * width),
            conv_bn(2 * width, 4 * width, stride=2),
        )
        self.pool = nn.AdaptiveAvgPool2d(1)
        self.fc = nn.Linear(4 * width, num_classes)

    def forward(self, x):
        return self.fc(self.pool(self.features(x)).flatten(1))
