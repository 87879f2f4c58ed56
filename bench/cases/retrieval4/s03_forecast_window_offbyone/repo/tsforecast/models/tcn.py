import torch.nn as nn
import torch.nn.functional as F


class CausalConv1d(nn.Conv1d):
    def __init__(self, cin, cout, kernel, dilation):
        super().__init__(cin, cout, kernel, dilation=dilation)
        self.left_pad = (kernel - 1) * dilation

    def forward(self, x):
        return super().forward(F.pad(x, (self.left_pad, 0)))


class TemporalBlock(nn.Module):
    def __init__(self, cin, cout, kernel, dilation):
        super().__init__()
        self.conv1 = CausalConv1d(cin, cout, kernel, dilation)
        self.conv2 = CausalConv1d(cout, cout, kernel, dilation)
        self.res = nn.Conv1d(cin, cout, 1) if cin != cout else nn.Identity()

    def forward(self, x):
        h = F.relu(self.conv1(x))
        h = F.relu(self.conv2(h))
        return F.relu(h + self.res(x))


class TCNForecaster(nn.Module):
    def __init__(self, n_features, horizon, channels=32, levels=4, kernel=3):
        super().__init__()
        blocks = []
        cin = n_features
        for i in range(levels):
            blocks.append(TemporalBlock(cin, channels, kernel, 2 ** i))
            cin = channels
        self.net = nn.Sequential(*blocks)
        self.head = nn.Linear(channels, horizon)

    def forward(self, x):
        h = self.net(x.transpose(1, 2))
        return self.head(h[:, :, -1])
