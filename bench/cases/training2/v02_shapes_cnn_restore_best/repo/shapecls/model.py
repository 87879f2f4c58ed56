import torch.nn as nn


def conv_block(c_in, c_out):
    return nn.Sequential(nn.Conv2d(c_in, c_out, 3, padding=1, bias=False), nn.BatchNorm2d(c_out),
                         nn.ReLU(inplace=True), nn.MaxPool2d(2))


class ShapeCNN(nn.Module):
    def __init__(self, num_classes=4, width=16, dropout=0.1):
        super().__init__()
        self.features = nn.Sequential(conv_block(1, width), conv_block(width, 2 * width),
                                      conv_block(2 * width, 4 * width))
        self.head = nn.Sequential(nn.AdaptiveAvgPool2d(1), nn.Flatten(), nn.Dropout(dropout),
                                  nn.Linear(4 * width, num_classes))

    def forward(self, x):
        return self.head(self.features(x))
