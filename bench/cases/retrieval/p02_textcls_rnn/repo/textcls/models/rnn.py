import torch
from torch import nn
from torch.nn.utils.rnn import pack_padded_sequence


class RNNClassifier(nn.Module):
    """(Bi)LSTM/GRU over packed sequences; the final hidden state(s) feed the classifier."""

    def __init__(self, vocab_size, num_classes, emb_dim=64, hidden=64, cell="lstm",
                 bidirectional=False, num_layers=1, dropout=0.1, pad_id=0):
        super().__init__()
        self.emb = nn.Embedding(vocab_size, emb_dim, padding_idx=pad_id)
        rnn_cls = nn.LSTM if cell == "lstm" else nn.GRU
        self.rnn = rnn_cls(emb_dim, hidden, num_layers=num_layers, batch_first=True,
                           bidirectional=bidirectional,
                           dropout=dropout if num_layers > 1 else 0.0)
        self.cell = cell
        self.drop = nn.Dropout(dropout)
        self.out = nn.Linear(hidden * (2 if bidirectional else 1), num_classes)

    def encode(self, tokens, lengths):
        packed = pack_padded_sequence(self.emb(tokens), lengths.cpu(), batch_first=True,
                                      enforce_sorted=True)
        _, h = self.rnn(packed)
        if self.cell == "lstm":
            h = h[0]
        if self.rnn.bidirectional:
            return torch.cat([h[-2], h[-1]], dim=-1)
        return h[-1]

    def forward(self, tokens, lengths):
        return self.out(self.drop(self.encode(tokens, lengths)))
