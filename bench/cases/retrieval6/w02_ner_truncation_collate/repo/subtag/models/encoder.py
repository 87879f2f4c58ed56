import math

import torch
from torch import nn


class BiLSTMEncoder(nn.Module):
    def __init__(self, vocab_size, dim=64, layers=1, dropout=0.1, pad_id=0):
        super().__init__()
        self.embed = nn.Embedding(vocab_size, dim, padding_idx=pad_id)
        self.lstm = nn.LSTM(dim, dim // 2, num_layers=layers, bidirectional=True, batch_first=True)
        self.drop = nn.Dropout(dropout)
        self.out_dim = dim

    def forward(self, input_ids, attention_mask):
        x = self.drop(self.embed(input_ids))
        lengths = attention_mask.sum(1).cpu()
        packed = nn.utils.rnn.pack_padded_sequence(x, lengths, batch_first=True, enforce_sorted=False)
        out, _ = self.lstm(packed)
        out, _ = nn.utils.rnn.pad_packed_sequence(out, batch_first=True, total_length=input_ids.shape[1])
        return self.drop(out)


class TransformerEncoder(nn.Module):
    def __init__(self, vocab_size, dim=64, layers=2, heads=4, dropout=0.1, max_len=512, pad_id=0):
        super().__init__()
        self.embed = nn.Embedding(vocab_size, dim, padding_idx=pad_id)
        pe = torch.zeros(max_len, dim)
        pos = torch.arange(max_len).unsqueeze(1)
        div = torch.exp(torch.arange(0, dim, 2) * (-math.log(10000.0) / dim))
        pe[:, 0::2] = torch.sin(pos * div)
        pe[:, 1::2] = torch.cos(pos * div)
        self.register_buffer("pe", pe, persistent=False)
        layer = nn.TransformerEncoderLayer(dim, heads, dim * 2, dropout, batch_first=True)
        self.encoder = nn.TransformerEncoder(layer, layers)
        self.out_dim = dim

    def forward(self, input_ids, attention_mask):
        x = self.embed(input_ids) + self.pe[: input_ids.shape[1]]
        return self.encoder(x, src_key_padding_mask=~attention_mask)
