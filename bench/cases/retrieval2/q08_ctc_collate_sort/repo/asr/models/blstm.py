import torch.nn as nn
from torch.nn.utils.rnn import pack_padded_sequence, pad_packed_sequence

from .subsample import FrameStacking


class BLSTMEncoder(nn.Module):
    def __init__(self, n_mels, hidden=256, layers=3, dropout=0.1, subsample=2):
        super().__init__()
        self.stack = FrameStacking(n_mels, hidden, subsample)
        self.rnn = nn.LSTM(hidden, hidden, layers, batch_first=True, bidirectional=True,
                           dropout=dropout if layers > 1 else 0.0)
        self.out_dim = 2 * hidden
        self.dropout = nn.Dropout(dropout)

    def forward(self, x, lengths):
        x, lengths = self.stack(x, lengths)
        # batches come sorted by length from the collate function
        packed = pack_padded_sequence(x, lengths.cpu(), batch_first=True, enforce_sorted=True)
        out, _ = self.rnn(packed)
        out, _ = pad_packed_sequence(out, batch_first=True, total_length=x.shape[1])
        return self.dropout(out), lengths
