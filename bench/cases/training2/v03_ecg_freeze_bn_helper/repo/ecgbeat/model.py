import torch.nn as nn


def conv_bn(c_in, c_out, kernel=7):
    return nn.Sequential(
        nn.Conv1d(c_in, c_out, kernel, padding=kernel // 2, bias=False),
        nn.BatchNorm1d(c_out),
        nn.ReLU(inplace=True),
        nn.MaxPool1d(2),
    )


class StripCNN(nn.Module):
    def __init__(self, num_classes=4, channels=(16, 32, 64, 64)):
        super().__init__()
        layers, c = [], 1
        for c_out in channels:
            layers.append(conv_bn(c, c_out))
            c = c_out
        self.backbone = nn.Sequential(*layers)
        self.head = nn.Sequential(nn.AdaptiveAvgPool1d(1), nn.Flatten(), nn.Linear(c, num_classes))

    def forward(self, x):
        return self.head(self.backbone(x))
