"""CRNN: conv backbone + BiLSTM + per-frame classifier, trained with CTC."""
import torch
import torch.nn as nn

from hwr.models.backbone import ConvBackbone


class CRNN(nn.Module):
    def __init__(self, num_classes, channels=(16, 32, 64), hidden=64, num_layers=1, dropout=0.0):
        super().__init__()
        self.backbone = ConvBackbone(channels)
        self.rnn = nn.LSTM(self.backbone.out_channels, hidden, num_layers=num_layers,
                           bidirectional=True, dropout=dropout if num_layers > 1 else 0.0)
        self.drop = nn.Dropout(dropout)
        self.head = nn.Linear(2 * hidden, num_classes)

    def output_lengths(self, widths):
        s = self.backbone.width_stride
        return torch.div(widths + s - 1, s, rounding_mode="floor")

    def forward(self, images):
        """Returns per-frame log-probabilities of shape (T, B, C)."""
        feats = self.backbone(images)          # (B, C, T)
        feats = feats.permute(2, 0, 1)         # (T, B, C)
        seq, _ = self.rnn(feats)
        logits = self.head(self.drop(seq))
        return logits.log_softmax(dim=-1)


def build_model(cfg, num_classes):
    m = cfg["model"]
    return CRNN(num_classes, channels=tuple(m["channels"]), hidden=m["hidden"],
                num_layers=m["num_layers"], dropout=m.get("dropout", 0.0))
