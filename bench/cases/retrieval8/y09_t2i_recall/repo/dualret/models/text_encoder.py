import torch
import torch.nn as nn


class BagOfWords(nn.Module):
    def __init__(self, vocab_size, word_dim, out_dim, pad_id=0):
        super().__init__()
        self.emb = nn.Embedding(vocab_size, word_dim, padding_idx=pad_id)
        self.proj = nn.Linear(word_dim, out_dim)
        self.pad_id = pad_id

    def forward(self, tokens, lengths):
        mask = (tokens != self.pad_id).unsqueeze(-1).float()
        summed = (self.emb(tokens) * mask).sum(1)
        return self.proj(summed / lengths.unsqueeze(1).clamp_min(1).float())


class GRUText(nn.Module):
    def __init__(self, vocab_size, word_dim, out_dim, pad_id=0):
        super().__init__()
        self.emb = nn.Embedding(vocab_size, word_dim, padding_idx=pad_id)
        self.gru = nn.GRU(word_dim, out_dim, batch_first=True, bidirectional=True)
        self.proj = nn.Linear(2 * out_dim, out_dim)

    def forward(self, tokens, lengths):
        packed = nn.utils.rnn.pack_padded_sequence(self.emb(tokens), lengths.cpu(),
                                                   batch_first=True, enforce_sorted=False)
        _, h = self.gru(packed)                 # (2, B, H)
        return self.proj(torch.cat([h[0], h[1]], dim=1))
