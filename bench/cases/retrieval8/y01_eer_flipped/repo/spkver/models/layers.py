"""Building blocks for the ECAPA-style TDNN."""
import torch
import torch.nn as nn


class Conv1dBNReLU(nn.Module):
    def __init__(self, in_ch, out_ch, kernel_size=1, dilation=1):
        super().__init__()
        padding = dilation * (kernel_size - 1) // 2
        self.conv = nn.Conv1d(in_ch, out_ch, kernel_size, dilation=dilation, padding=padding)
        self.bn = nn.BatchNorm1d(out_ch)

    def forward(self, x):
        return self.bn(torch.relu(self.conv(x)))


class SEModule(nn.Module):
    """Squeeze-excitation over channels, squeezing the time axis."""

    def __init__(self, channels, bottleneck=16):
        super().__init__()
        self.fc1 = nn.Conv1d(channels, bottleneck, 1)
        self.fc2 = nn.Conv1d(bottleneck, channels, 1)

    def forward(self, x):
        s = x.mean(dim=-1, keepdim=True)
        s = torch.sigmoid(self.fc2(torch.relu(self.fc1(s))))
        return x * s


class Res2Conv1d(nn.Module):
    """Res2Net-style hierarchical dilated convolution."""

    def __init__(self, channels, kernel_size=3, dilation=1, scale=4):
        super().__init__()
        assert channels % scale == 0, "channels must be divisible by scale"
        self.scale = scale
        width = channels // scale
        self.convs = nn.ModuleList(
            Conv1dBNReLU(width, width, kernel_size, dilation) for _ in range(scale - 1)
        )

    def forward(self, x):
        chunks = torch.chunk(x, self.scale, dim=1)
        out = [chunks[0]]
        prev = None
        for i, conv in enumerate(self.convs):
            inp = chunks[i + 1] if prev is None else chunks[i + 1] + prev
            prev = conv(inp)
            out.append(prev)
        return torch.cat(out, dim=1)


class SERes2Block(nn.Module):
    def __init__(self, channels, kernel_size=3, dilation=1, scale=4, se_bottleneck=16):
        super().__init__()
        self.pre = Conv1dBNReLU(channels, channels, 1)
        self.res2 = Res2Conv1d(channels, kernel_size, dilation, scale)
        self.post = Conv1dBNReLU(channels, channels, 1)
        self.se = SEModule(channels, se_bottleneck)

    def forward(self, x):
        return x + self.se(self.post(self.res2(self.pre(x))))
