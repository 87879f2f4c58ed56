import torch
import torch.nn as nn


class PatchTST(nn.Module):
    """Channel-independent patch transformer (small)."""

    def __init__(self, lookback, horizon, c_in, c_out, patch_len=16, stride=8, d_model=64, n_heads=4, n_layers=2):
        super().__init__()
        self.patch_len, self.stride = patch_len, stride
        n_patches = (lookback - patch_len) // stride + 1
        self.embed = nn.Linear(patch_len, d_model)
        self.pos = nn.Parameter(torch.zeros(1, n_patches, d_model))
        layer = nn.TransformerEncoderLayer(d_model, n_heads, 4 * d_model, dropout=0.1, batch_first=True)
        self.encoder = nn.TransformerEncoder(layer, n_layers)
        self.head = nn.Linear(n_patches * d_model, horizon)
        self.out_proj = nn.Identity() if c_in == c_out else nn.Linear(c_in, c_out)

    def forward(self, x):  # [B, T, C]
        b, _, c = x.shape
        mu = x.mean(1, keepdim=True)
        sd = x.std(1, keepdim=True) + 1e-5
        z = ((x - mu) / sd).transpose(1, 2).reshape(b * c, -1)
        patches = z.unfold(-1, self.patch_len, self.stride)
        h = self.encoder(self.embed(patches) + self.pos)
        y = self.head(h.flatten(1)).view(b, c, -1).transpose(1, 2)
        y = y * sd + mu
        return self.out_proj(y)
