import torch.nn as nn


class DnCNN(nn.Module):
    def __init__(self, channels=3, width=64, layers=17):
        super().__init__()
        body = [nn.Conv2d(channels, width, 3, padding=1), nn.ReLU(inplace=True)]
        for _ in range(layers - 2):
            body += [nn.Conv2d(width, width, 3, padding=1, bias=False), nn.BatchNorm2d(width), nn.ReLU(inplace=True)]
        body.append(nn.Conv2d(width, channels, 3, padding=1))
        self.body = nn.Sequential(*body)

    def forward(self, x):
        return x - self.body(x)
