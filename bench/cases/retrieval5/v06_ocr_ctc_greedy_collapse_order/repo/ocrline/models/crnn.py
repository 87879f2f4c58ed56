"""CRNN (Shi et al., 2015): CNN features + BiLSTM + per-frame classifier."""
import torch.nn as nn

from .backbone import ConvFeatureExtractor


class CRNN(nn.Module):
    def __init__(self, num_classes, hidden=128):
        super().__init__()
        self.cnn = ConvFeatureExtractor()
        self.rnn = nn.LSTM(self.cnn.out_channels, hidden, num_layers=2, bidirectional=True)
        self.fc = nn.Linear(2 * hidden, num_classes)

    def forward(self, images):
        """images (B, 1, H, W) -> logits (T, B, num_classes) with T = W / 4."""
        f = self.cnn(images).squeeze(2)      # (B, C, T)
        f = f.permute(2, 0, 1)               # (T, B, C)
        h, _ = self.rnn(f)
        return self.fc(h)

    def output_lengths(self, widths):
        return self.cnn.output_lengths(widths)
