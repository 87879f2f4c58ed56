import torch
import torch.nn.functional as F
from torch import nn


class TextCNN(nn.Module):
    """Kim (2014): parallel convolutions with several widths and max-over-time pooling."""

    def __init__(self, vocab_size, num_classes, emb_dim=64, channels=64, widths=(2, 3, 4),
                 dropout=0.1, pad_id=0):
        super().__init__()
        self.pad_id = pad_id
        self.emb = nn.Embedding(vocab_size, emb_dim, padding_idx=pad_id)
        self.convs = nn.ModuleList(nn.Conv1d(emb_dim, channels, w, padding=w - 1) for w in widths)
        self.drop = nn.Dropout(dropout)
        self.out = nn.Linear(channels * len(widths), num_classes)

    def forward(self, tokens, lengths=None):
        x = self.emb(tokens).transpose(1, 2)
        pooled = [F.relu(conv(x)).max(dim=2).values for conv in self.convs]
        return self.out(self.drop(torch.cat(pooled, dim=1)))
