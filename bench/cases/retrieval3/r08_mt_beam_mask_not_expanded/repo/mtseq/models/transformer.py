import math

import torch
import torch.nn as nn


class PositionalEncoding(nn.Module):
    def __init__(self, dim, max_len=1024):
        super().__init__()
        pos = torch.arange(max_len).unsqueeze(1)
        div = torch.exp(torch.arange(0, dim, 2) * (-math.log(10000.0) / dim))
        pe = torch.zeros(max_len, dim)
        pe[:, 0::2], pe[:, 1::2] = torch.sin(pos * div), torch.cos(pos * div)
        self.register_buffer("pe", pe)

    def forward(self, x, offset=0):
        return x + self.pe[offset:offset + x.shape[1]]


class Seq2SeqTransformer(nn.Module):
    def __init__(self, src_vocab, tgt_vocab, d_model=256, heads=4, enc_layers=4, dec_layers=4, ff=1024,
                 dropout=0.1, pad_id=0):
        super().__init__()
        self.pad_id, self.d_model = pad_id, d_model
        self.src_embed = nn.Embedding(src_vocab, d_model, padding_idx=pad_id)
        self.tgt_embed = nn.Embedding(tgt_vocab, d_model, padding_idx=pad_id)
        self.pos = PositionalEncoding(d_model)
        self.drop = nn.Dropout(dropout)
        enc = nn.TransformerEncoderLayer(d_model, heads, ff, dropout, batch_first=True, norm_first=True)
        dec = nn.TransformerDecoderLayer(d_model, heads, ff, dropout, batch_first=True, norm_first=True)
        self.encoder = nn.TransformerEncoder(enc, enc_layers, norm=nn.LayerNorm(d_model))
        self.decoder = nn.TransformerDecoder(dec, dec_layers, norm=nn.LayerNorm(d_model))
        self.out = nn.Linear(d_model, tgt_vocab)

    def padding_mask(self, tokens):
        mask = tokens.eq(self.pad_id)
        return mask if mask.any() else None

    def encode(self, src, src_pad_mask=None):
        x = self.drop(self.pos(self.src_embed(src) * math.sqrt(self.d_model)))
        return self.encoder(x, src_key_padding_mask=src_pad_mask)

    def decode(self, tgt, memory, memory_pad_mask=None, tgt_pad_mask=None):
        t = tgt.shape[1]
        causal = torch.triu(torch.full((t, t), float("-inf"), device=tgt.device), diagonal=1)
        y = self.drop(self.pos(self.tgt_embed(tgt) * math.sqrt(self.d_model)))
        h = self.decoder(y, memory, tgt_mask=causal, tgt_key_padding_mask=tgt_pad_mask,
                         memory_key_padding_mask=memory_pad_mask)
        return self.out(h)

    def forward(self, src, tgt_in):
        src_mask = self.padding_mask(src)
        memory = self.encode(src, src_mask)
        return self.decode(tgt_in, memory, src_mask, self.padding_mask(tgt_in))
