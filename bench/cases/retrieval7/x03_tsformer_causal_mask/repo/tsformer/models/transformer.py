import torch
import torch.nn as nn

from tsformer.models.attention import MultiHeadAttention
from tsformer.models.embed import ValueEmbedding
from tsformer.models.masks import causal_mask, local_window_mask


class EncoderLayer(nn.Module):
    """Pre-norm transformer block."""

    def __init__(self, d_model, n_heads, d_ff, dropout=0.1):
        super().__init__()
        self.norm1 = nn.LayerNorm(d_model)
        self.attn = MultiHeadAttention(d_model, n_heads, dropout)
        self.norm2 = nn.LayerNorm(d_model)
        self.ff = nn.Sequential(nn.Linear(d_model, d_ff), nn.GELU(), nn.Dropout(dropout),
                                nn.Linear(d_ff, d_model))
        self.drop = nn.Dropout(dropout)

    def forward(self, x, mask=None):
        x = x + self.drop(self.attn(self.norm1(x), mask))
        return x + self.drop(self.ff(self.norm2(x)))


class Backbone(nn.Module):
    def __init__(self, channels, d_model, n_heads, n_layers, d_ff, dropout, pos_encoding):
        super().__init__()
        self.embed = ValueEmbedding(channels, d_model, pos_encoding, dropout)
        self.layers = nn.ModuleList(EncoderLayer(d_model, n_heads, d_ff, dropout)
                                    for _ in range(n_layers))
        self.norm = nn.LayerNorm(d_model)

    def forward(self, x, mask=None):
        h = self.embed(x)
        for layer in self.layers:
            h = layer(h, mask)
        return self.norm(h)


class EncoderForecaster(nn.Module):
    """Bidirectional encoder; direct multi-horizon projection from the last step."""

    def __init__(self, channels, horizon, d_model=32, n_heads=4, n_layers=2, d_ff=64,
                 dropout=0.1, local_window=None, pos_encoding="sinusoidal"):
        super().__init__()
        self.channels, self.horizon, self.local_window = channels, horizon, local_window
        self.backbone = Backbone(channels, d_model, n_heads, n_layers, d_ff, dropout,
                                 pos_encoding)
        self.head = nn.Linear(d_model, horizon * channels)

    def forward(self, ctx, target=None):
        mask = None
        if self.local_window is not None:
            mask = local_window_mask(ctx.shape[1], self.local_window, ctx.device)
        h = self.backbone(ctx, mask)[:, -1]
        pred = self.head(h).view(-1, self.horizon, self.channels)
        return pred + ctx[:, -1:]          # predict offsets from the last value

    def predict(self, ctx):
        return self(ctx)


class AutoregressiveForecaster(nn.Module):
    """Decoder-only model: next-step prediction with a causal mask."""

    def __init__(self, channels, horizon, d_model=32, n_heads=4, n_layers=2, d_ff=64,
                 dropout=0.1, local_window=None, pos_encoding="sinusoidal"):
        super().__init__()
        self.channels, self.horizon = channels, horizon
        self.backbone = Backbone(channels, d_model, n_heads, n_layers, d_ff, dropout,
                                 pos_encoding)
        self.head = nn.Linear(d_model, channels)

    def step(self, seq):
        mask = causal_mask(seq.shape[1], seq.device)
        return self.head(self.backbone(seq, mask)) + seq

    def forward(self, ctx, target):
        """Teacher forcing: returns next-step predictions for ctx[1:] + target."""
        seq = torch.cat([ctx, target[:, :-1]], dim=1)
        return self.step(seq)

    @torch.no_grad()
    def predict(self, ctx):
        seq = ctx
        for _ in range(self.horizon):
            nxt = self.step(seq)[:, -1:]
            seq = torch.cat([seq, nxt], dim=1)
        return seq[:, -self.horizon:]
