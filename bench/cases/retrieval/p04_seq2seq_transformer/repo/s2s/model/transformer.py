import torch
from torch import nn

from .embeddings import TokenEmbedding
from .layers import DecoderLayer, EncoderLayer
from .norms import build_norm


def padding_mask(tokens, pad_id):
    """(B, 1, 1, T) bool, True where the key is a real token."""
    return (tokens != pad_id)[:, None, None, :]


def causal_mask(t, device=None):
    return torch.ones(t, t, dtype=torch.bool, device=device).tril()[None, None]


class Seq2SeqTransformer(nn.Module):
    def __init__(self, vocab_size, d_model=64, heads=4, enc_layers=2, dec_layers=2, ffn_mult=4,
                 dropout=0.1, norm="layernorm", tie_embeddings=True, pad_id=0, pre_norm=True):
        super().__init__()
        self.pad_id = pad_id
        self.src_emb = TokenEmbedding(vocab_size, d_model, pad_id, norm=norm, dropout=dropout)
        self.tgt_emb = TokenEmbedding(vocab_size, d_model, pad_id, norm=norm, dropout=dropout)
        self.encoder = nn.ModuleList(EncoderLayer(d_model, heads, ffn_mult, dropout, norm)
                                     for _ in range(enc_layers))
        self.decoder = nn.ModuleList(DecoderLayer(d_model, heads, ffn_mult, dropout, norm)
                                     for _ in range(dec_layers))
        self.enc_norm = build_norm(norm, d_model)
        self.dec_norm = build_norm(norm, d_model)
        self.out = nn.Linear(d_model, vocab_size, bias=False)
        if tie_embeddings:
            self.out.weight = self.tgt_emb.emb.weight

    def encode(self, src):
        mask = padding_mask(src, self.pad_id)
        x = self.src_emb(src)
        for layer in self.encoder:
            x = layer(x, mask)
        return self.enc_norm(x), mask

    def decode(self, tgt_in, memory, src_mask):
        self_mask = causal_mask(tgt_in.size(1), tgt_in.device) & padding_mask(tgt_in, self.pad_id)
        y = self.tgt_emb(tgt_in)
        for layer in self.decoder:
            y = layer(y, memory, self_mask, src_mask)
        return self.out(self.dec_norm(y))

    def forward(self, src, tgt_in):
        memory, src_mask = self.encode(src)
        return self.decode(tgt_in, memory, src_mask)


def build_model(mcfg, vocab_size, pad_id=0):
    return Seq2SeqTransformer(vocab_size, mcfg["d_model"], mcfg["heads"], mcfg["enc_layers"],
                              mcfg["dec_layers"], mcfg["ffn_mult"], mcfg["dropout"],
                              mcfg.get("norm", "layernorm"), mcfg.get("tie_embeddings", True),
                              pad_id, mcfg.get("pre_norm", True))
