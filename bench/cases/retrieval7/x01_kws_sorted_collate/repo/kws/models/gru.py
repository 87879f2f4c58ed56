import torch
import torch.nn as nn
from torch.nn.utils.rnn import pack_padded_sequence


class KeywordGRU(nn.Module):
    """Bidirectional GRU over packed MFCC frames.

    Expects batches sorted by decreasing length (``data.collate: sorted``).
    """

    def __init__(self, in_dim, num_classes, hidden=64, layers=2, dropout=0.1):
        super().__init__()
        self.proj = nn.Linear(in_dim, hidden)
        self.gru = nn.GRU(hidden, hidden, num_layers=layers, batch_first=True,
                          bidirectional=True, dropout=dropout if layers > 1 else 0.0)
        self.head = nn.Sequential(nn.Dropout(dropout), nn.Linear(2 * hidden, num_classes))

    def forward(self, feats, lengths):
        x = torch.relu(self.proj(feats))
        packed = pack_padded_sequence(x, lengths.cpu(), batch_first=True,
                                      enforce_sorted=True)
        _, h = self.gru(packed)                 # (layers*2, B, H)
        last = torch.cat([h[-2], h[-1]], dim=1)  # final fwd + bwd states
        return self.head(last)
