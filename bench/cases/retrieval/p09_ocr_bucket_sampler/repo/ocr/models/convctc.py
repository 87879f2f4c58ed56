from torch import nn


class ConvCTC(nn.Module):
    """Fully convolutional recogniser: 1-D convolutions over columns after collapsing height."""

    def __init__(self, num_classes, height=16, channels=32, layers=4):
        super().__init__()
        self.stem = nn.Sequential(nn.Conv2d(1, channels, 3, padding=1), nn.ReLU(),
                                  nn.MaxPool2d(2))
        c = channels * (height // 2)
        body = []
        for _ in range(layers):
            body += [nn.Conv1d(c, c, 5, padding=2), nn.BatchNorm1d(c), nn.ReLU()]
        self.body = nn.Sequential(*body)
        self.fc = nn.Conv1d(c, num_classes, 1)

    def output_lengths(self, widths):
        return widths // 2

    def forward(self, x):
        f = self.stem(x)
        b, c, h, w = f.shape
        y = self.fc(self.body(f.reshape(b, c * h, w)))
        return y.permute(2, 0, 1).log_softmax(-1)
