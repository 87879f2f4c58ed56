import torch
from torch import nn


class CRNN(nn.Module):
    """Conv feature extractor (height collapsed) + BiLSTM + per-column classifier.
    Output: (T, B, C) log-probabilities with T = width // 2."""

    def __init__(self, num_classes, height=16, channels=32, hidden=64):
        super().__init__()
        self.cnn = nn.Sequential(
            nn.Conv2d(1, channels, 3, padding=1), nn.BatchNorm2d(channels), nn.ReLU(),
            nn.MaxPool2d(2),
            nn.Conv2d(channels, 2 * channels, 3, padding=1), nn.BatchNorm2d(2 * channels), nn.ReLU(),
            nn.MaxPool2d((2, 1)))
        feat_h = height // 4
        self.rnn = nn.LSTM(2 * channels * feat_h, hidden, bidirectional=True)
        self.fc = nn.Linear(2 * hidden, num_classes)

    def output_lengths(self, widths):
        return widths // 2

    def forward(self, x):
        f = self.cnn(x)
        b, c, h, w = f.shape
        seq = f.permute(3, 0, 1, 2).reshape(w, b, c * h)
        out, _ = self.rnn(seq)
        return self.fc(out).log_softmax(-1)
