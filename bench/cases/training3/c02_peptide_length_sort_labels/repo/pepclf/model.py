import torch
import torch.nn as nn

from .vocab import PAD, VOCAB_SIZE


class MotifCNN(nn.Module):
    """Embedding -> parallel convolutions of several widths -> masked global max pool -> MLP."""

    def __init__(self, n_classes, emb=32, channels=64, widths=(3, 5, 7), dropout=0.2):
        super().__init__()
        self.emb = nn.Embedding(VOCAB_SIZE, emb, padding_idx=PAD)
        self.convs = nn.ModuleList(nn.Conv1d(emb, channels, w, padding=w // 2) for w in widths)
        self.head = nn.Sequential(nn.Linear(channels * len(widths), 128), nn.ReLU(), nn.Dropout(dropout),
                                  nn.Linear(128, n_classes))

    def forward(self, tokens, lengths):
        x = self.emb(tokens).transpose(1, 2)                      # B, E, L
        mask = (tokens != PAD).unsqueeze(1)                       # B, 1, L
        feats = []
        for conv in self.convs:
            h = torch.relu(conv(x)).masked_fill(~mask, float("-inf"))
            feats.append(h.max(dim=2).values)
        return self.head(torch.cat(feats, dim=1))
