import torch.nn as nn

from ..features import LogMelSpectrogram, SpecAugment
from .pooling import build_head


class ConvBlock(nn.Module):
    def __init__(self, cin: int, cout: int, pool=(2, 2)):
        super().__init__()
        self.body = nn.Sequential(
            nn.Conv2d(cin, cout, 3, padding=1, bias=False),
            nn.BatchNorm2d(cout),
            nn.ReLU(inplace=True),
            nn.Conv2d(cout, cout, 3, padding=1, bias=False),
            nn.BatchNorm2d(cout),
            nn.ReLU(inplace=True),
        )
        self.pool = nn.AvgPool2d(pool)

    def forward(self, x):
        return self.pool(self.body(x))


class CNNTagger(nn.Module):
    def __init__(self, n_classes, features, augment=None, channels=(32, 64, 128), pooling="attention", dropout=0.2):
        super().__init__()
        augment = augment or {}
        self.frontend = LogMelSpectrogram(
            n_fft=features["n_fft"], hop_length=features["hop_length"], n_mels=features["n_mels"],
            fmin=features.get("fmin", 0.0), fmax=features.get("fmax"),
        )
        self.specaug = SpecAugment(augment.get("spec_time_mask", 0), augment.get("spec_freq_mask", 0))
        self.bn0 = nn.BatchNorm1d(features["n_mels"])
        chans = [1, *channels]
        self.blocks = nn.Sequential(*[ConvBlock(a, b) for a, b in zip(chans[:-1], chans[1:])])
        self.dropout = nn.Dropout(dropout)
        self.head = build_head(pooling, channels[-1], n_classes)

    def forward(self, wav, return_frames=False):
        spec = self.specaug(self.bn0(self.frontend(wav)))  # (B, M, T)
        x = self.blocks(spec.unsqueeze(1))                 # (B, C, M', T')
        x = self.dropout(x.mean(dim=2))                    # (B, C, T')
        return self.head(x, return_frames=return_frames)
