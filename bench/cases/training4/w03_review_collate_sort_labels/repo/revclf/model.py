import torch
from torch import nn
from torch.nn.utils.rnn import pack_padded_sequence


class LSTMClassifier(nn.Module):
    def __init__(self, vocab_size, emb_dim=64, hidden=128, layers=1, bidirectional=True, dropout=0.2, n_classes=2):
        super().__init__()
        self.emb = nn.Embedding(vocab_size, emb_dim, padding_idx=0)
        self.rnn = nn.LSTM(emb_dim, hidden, layers, batch_first=True, bidirectional=bidirectional,
                           dropout=dropout if layers > 1 else 0.0)
        out = hidden * (2 if bidirectional else 1)
        self.drop = nn.Dropout(dropout)
        self.fc = nn.Linear(out, n_classes)

    def forward(self, x, lengths):
        packed = pack_padded_sequence(self.emb(x), lengths, batch_first=True, enforce_sorted=True)
        _, (h, _) = self.rnn(packed)
        if self.rnn.bidirectional:
            feat = torch.cat([h[-2], h[-1]], dim=-1)
        else:
            feat = h[-1]
        return self.fc(self.drop(feat))
