import torch
import torch.nn as nn


class ConvTorso(nn.Module):
    def __init__(self, obs_shape, channels=(32, 64)):
        super().__init__()
        c_in = obs_shape[0]
        layers = []
        for c in channels:
            layers += [nn.Conv2d(c_in, c, 3, padding=1), nn.ReLU()]
            c_in = c
        self.conv = nn.Sequential(*layers)
        with torch.no_grad():
            n = self.conv(torch.zeros(1, *obs_shape)).numel()
        self.fc = nn.Sequential(nn.Flatten(), nn.Linear(n, 256), nn.ReLU())
        self.out_dim = 256

    def forward(self, x):
        return self.fc(self.conv(x))
