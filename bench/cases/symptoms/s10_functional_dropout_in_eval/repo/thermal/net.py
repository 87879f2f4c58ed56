import torch
import torch.nn as nn
import torch.nn.functional as F


class OccupancyNet(nn.Module):
    """Counts people (0..max_people) in an 8x8 thermal frame."""

    def __init__(self, max_people=3, width=32, dropout=0.3):
        super().__init__()
        self.conv1 = nn.Conv2d(1, width, 3, padding=1)
        self.conv2 = nn.Conv2d(width, width, 3, padding=1)
        self.conv3 = nn.Conv2d(width, 2 * width, 3, padding=1)
        self.fc1 = nn.Linear(2 * width * 4 * 4, 128)
        self.fc2 = nn.Linear(128, max_people + 1)
        self.dropout = dropout

    def forward(self, x):
        x = F.relu(self.conv1(x))
        x = F.max_pool2d(F.relu(self.conv2(x)), 2)
        x = F.relu(self.conv3(x))
        x = torch.flatten(x, 1)
        x = F.dropout(x, p=self.dropout)
        x = F.relu(self.fc1(x))
        x = F.dropout(x, p=self.dropout)
        return self.fc2(x)
