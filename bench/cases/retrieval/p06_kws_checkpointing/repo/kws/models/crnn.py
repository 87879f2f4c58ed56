import torch
from torch import nn


class CRNN(nn.Module):
    def __init__(self, num_classes=12, n_mels=40, channels=16, hidden=32, dropout=0.1):
        super().__init__()
        self.encoder = nn.Sequential(
            nn.Conv2d(1, channels, 3, padding=1), nn.BatchNorm2d(channels), nn.ReLU(),
            nn.MaxPool2d((2, 1)),
            nn.Conv2d(channels, channels, 3, padding=1), nn.BatchNorm2d(channels), nn.ReLU(),
            nn.MaxPool2d((2, 1)))
        self.gru = nn.GRU(channels * (n_mels // 4), hidden, batch_first=True, bidirectional=True)
        self.dropout = nn.Dropout(dropout)
        self.classifier = nn.Linear(2 * hidden, num_classes)

    def forward(self, x):
        h = self.encoder(x.unsqueeze(1))
        b, c, f, t = h.shape
        out, _ = self.gru(h.permute(0, 3, 1, 2).reshape(b, t, c * f))
        return self.classifier(self.dropout(out.mean(1)))
