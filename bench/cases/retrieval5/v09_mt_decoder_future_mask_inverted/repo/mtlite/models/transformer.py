"""Encoder-decoder Transformer (Vaswani et al., 2017), pre-norm variant."""
import torch
import torch.nn as nn

from .embeddings import SinusoidalPositionalEncoding, TokenEmbedding


class Seq2SeqTransformer(nn.Module):
    def __init__(self, src_vocab, tgt_vocab, d_model=256, heads=4, enc_layers=3, dec_layers=3,
                 ff_dim=1024, dropout=0.1, pad_id=0, max_len=256):
        super().__init__()
        self.pad_id = pad_id
        self.src_embed = TokenEmbedding(src_vocab, d_model, pad_id)
        self.tgt_embed = TokenEmbedding(tgt_vocab, d_model, pad_id)
        self.pos = SinusoidalPositionalEncoding(d_model, max_len, dropout)
        enc = nn.TransformerEncoderLayer(d_model, heads, ff_dim, dropout, batch_first=True, norm_first=True)
        dec = nn.TransformerDecoderLayer(d_model, heads, ff_dim, dropout, batch_first=True, norm_first=True)
        self.encoder = nn.TransformerEncoder(enc, enc_layers, norm=nn.LayerNorm(d_model),
                                             enable_nested_tensor=False)
        self.decoder = nn.TransformerDecoder(dec, dec_layers, norm=nn.LayerNorm(d_model))
        self.out_proj = nn.Linear(d_model, tgt_vocab)

    def _future_mask(self, T, device):
        """(T, T) bool mask for decoder self-attention; True = position may not be attended."""
        return torch.tril(torch.ones(T, T, dtype=torch.bool, device=device), diagonal=-1)

    def encode(self, src):
        src_pad = src == self.pad_id
        memory = self.encoder(self.pos(self.src_embed(src)), src_key_padding_mask=src_pad)
        return memory, src_pad

    def decode(self, tgt_in, memory, src_pad):
        """tgt_in: (B, T) decoder inputs starting with BOS -> logits (B, T, V).

        Target padding sits at the end of each row, so the future mask alone keeps
        real positions from attending to it.
        """
        T = tgt_in.shape[1]
        h = self.decoder(self.pos(self.tgt_embed(tgt_in)), memory,
                         tgt_mask=self._future_mask(T, tgt_in.device),
                         memory_key_padding_mask=src_pad)
        return self.out_proj(h)

    def forward(self, src, tgt_in):
        memory, src_pad = self.encode(src)
        return self.decode(tgt_in, memory, src_pad)
