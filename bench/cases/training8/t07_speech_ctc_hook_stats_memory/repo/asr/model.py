import torch
import torch.nn as nn


class ConvSubsample(nn.Module):
    """Two 1-D convolutions, the second with stride 2 (halves the frame rate)."""

    def __init__(self, n_mels, channels):
        super().__init__()
        self.conv1 = nn.Conv1d(n_mels, channels, 3, padding=1)
        self.conv2 = nn.Conv1d(channels, channels, 3, stride=2, padding=1)
        self.act = nn.GELU()

    def forward(self, x, lengths):          # x: [B, T, F]
        x = self.act(self.conv1(x.transpose(1, 2)))
        x = self.act(self.conv2(x)).transpose(1, 2)
        return x, (lengths + 1) // 2


class CTCModel(nn.Module):
    def __init__(self, n_mels, vocab, channels=64, hidden=128, layers=2, dropout=0.1):
        super().__init__()
        self.frontend = ConvSubsample(n_mels, channels)
        self.encoder = nn.GRU(channels, hidden, num_layers=layers, batch_first=True, bidirectional=True,
                              dropout=dropout if layers > 1 else 0.0)
        self.proj = nn.Sequential(nn.Dropout(dropout), nn.Linear(2 * hidden, hidden), nn.GELU())
        self.out = nn.Linear(hidden, vocab)

    def forward(self, x, lengths):
        x, lengths = self.frontend(x, lengths)
        packed = nn.utils.rnn.pack_padded_sequence(x, lengths.cpu(), batch_first=True, enforce_sorted=False)
        h, _ = self.encoder(packed)
        h, _ = nn.utils.rnn.pad_packed_sequence(h, batch_first=True, total_length=x.shape[1])
        return self.out(self.proj(h)).log_softmax(-1), lengths
