import torch
from torch import nn
from torch.nn.utils.rnn import pack_padded_sequence

from .data import ALPHABET


class NameClassifier(nn.Module):
    def __init__(self, n_classes, embed=16, hidden=64, dropout=0.1):
        super().__init__()
        self.embed = nn.Embedding(len(ALPHABET) + 1, embed, padding_idx=0)
        self.gru = nn.GRU(embed, hidden, batch_first=True)
        self.drop = nn.Dropout(dropout)
        self.out = nn.Linear(hidden, n_classes)

    def forward(self, x, lengths):
        packed = pack_padded_sequence(self.embed(x), lengths.cpu(), batch_first=True,
                                      enforce_sorted=False)
        _, h = self.gru(packed)
        return self.out(self.drop(h[-1]))
