import torch
import torch.nn as nn
import torch.nn.functional as F
from torch.nn.utils.rnn import pack_padded_sequence, pad_packed_sequence

from .vocab import LABEL_PAD


class BiLSTMTagger(nn.Module):
    def __init__(self, vocab_size, num_tags, emb_dim=64, hidden=64, num_layers=1,
                 dropout=0.2, pad_id=0):
        super().__init__()
        self.num_tags = num_tags
        self.embed = nn.Embedding(vocab_size, emb_dim, padding_idx=pad_id)
        self.lstm = nn.LSTM(emb_dim, hidden, num_layers=num_layers, batch_first=True,
                            bidirectional=True,
                            dropout=dropout if num_layers > 1 else 0.0)
        self.drop = nn.Dropout(dropout)
        self.out = nn.Linear(2 * hidden, num_tags)

    def forward(self, tokens, lengths):
        x = self.drop(self.embed(tokens))
        packed = pack_padded_sequence(x, lengths.cpu(), batch_first=True, enforce_sorted=False)
        h, _ = self.lstm(packed)
        h, _ = pad_packed_sequence(h, batch_first=True, total_length=tokens.shape[1])
        return self.out(self.drop(h))

    def compute_loss(self, logits, labels):
        return F.cross_entropy(logits.reshape(-1, self.num_tags), labels.reshape(-1))

    @torch.no_grad()
    def decode(self, tokens, lengths):
        pred = self.forward(tokens, lengths).argmax(-1)
        return [p[:n].tolist() for p, n in zip(pred, lengths.tolist())]


def count_parameters(model):
    return sum(p.numel() for p in model.parameters() if p.requires_grad)


def label_mask(labels):
    return labels != LABEL_PAD
