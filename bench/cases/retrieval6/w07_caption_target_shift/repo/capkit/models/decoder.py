import torch
from torch import nn

from .attention import AdditiveAttention
from .builder import DECODERS


@DECODERS.register()
class AttentiveGRUDecoder(nn.Module):
    def __init__(self, vocab_size, feat_dim, embed_dim=32, hidden_dim=96, pad_id=0,
                 attention=True, dropout=0.1):
        super().__init__()
        self.embed = nn.Embedding(vocab_size, embed_dim, padding_idx=pad_id)
        self.use_attention = attention
        self.attn = AdditiveAttention(hidden_dim, feat_dim) if attention else None
        self.cell = nn.GRUCell(embed_dim + feat_dim, hidden_dim)
        self.init_h = nn.Linear(feat_dim, hidden_dim)
        self.drop = nn.Dropout(dropout)
        self.out = nn.Linear(hidden_dim, vocab_size)

    def init_state(self, pooled):
        return torch.tanh(self.init_h(pooled))

    def step(self, tokens, hidden, regions, pooled):
        """One decoding step: ``tokens`` (B,) -> logits (B, V), new hidden."""
        emb = self.embed(tokens)
        if self.use_attention:
            ctx, _ = self.attn(hidden, regions)
        else:
            ctx = pooled
        hidden = self.cell(torch.cat([emb, ctx], dim=-1), hidden)
        return self.out(self.drop(hidden)), hidden

    def forward(self, captions, regions, pooled):
        """Teacher forcing: feed ``captions[:, t]`` and return logits for every step."""
        hidden = self.init_state(pooled)
        logits = []
        for t in range(captions.size(1)):
            step_logits, hidden = self.step(captions[:, t], hidden, regions, pooled)
            logits.append(step_logits)
        return torch.stack(logits, dim=1)
