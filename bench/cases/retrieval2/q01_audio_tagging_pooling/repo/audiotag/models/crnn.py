import torch.nn as nn

from ..features import LogMelSpectrogram, SpecAugment
from .cnn import ConvBlock
from .pooling import build_head


class CRNNTagger(nn.Module):
    """Conv front-end followed by a bidirectional GRU over time."""

    def __init__(self, n_classes, features, augment=None, channels=(32, 64), rnn_hidden=64, pooling="mean", dropout=0.1):
        super().__init__()
        augment = augment or {}
        n_mels = features["n_mels"]
        self.frontend = LogMelSpectrogram(n_fft=features["n_fft"], hop_length=features["hop_length"], n_mels=n_mels,
                                          fmin=features.get("fmin", 0.0), fmax=features.get("fmax"))
        self.specaug = SpecAugment(augment.get("spec_time_mask", 0), augment.get("spec_freq_mask", 0))
        self.bn0 = nn.BatchNorm1d(n_mels)
        chans = [1, *channels]
        # only pool frequency so the GRU sees the full frame rate
        self.blocks = nn.Sequential(*[ConvBlock(a, b, pool=(2, 1)) for a, b in zip(chans[:-1], chans[1:])])
        self.rnn = nn.GRU(channels[-1], rnn_hidden, batch_first=True, bidirectional=True)
        self.dropout = nn.Dropout(dropout)
        self.head = build_head(pooling, 2 * rnn_hidden, n_classes)

    def forward(self, wav, return_frames=False):
        spec = self.specaug(self.bn0(self.frontend(wav)))
        x = self.blocks(spec.unsqueeze(1)).mean(dim=2)      # (B, C, T)
        x, _ = self.rnn(x.transpose(1, 2))                   # (B, T, 2H)
        x = self.dropout(x.transpose(1, 2))
        return self.head(x, return_frames=return_frames)
