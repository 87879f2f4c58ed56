import torch
from einops import repeat
from torch import nn

from .patches import num_patches, patchify


def _blocks(dim, depth, heads):
    layer = nn.TransformerEncoderLayer(dim, heads, dim_feedforward=2 * dim, dropout=0.0,
                                       batch_first=True, norm_first=True)
    return nn.TransformerEncoder(layer, depth, enable_nested_tensor=False)


class TinyMAE(nn.Module):
    def __init__(self, img_size=32, patch_size=8, in_chans=3, dim=64, depth=2, heads=4,
                 dec_dim=64, dec_depth=1, mask_ratio=0.75):
        super().__init__()
        self.img_size = img_size
        self.patch_size = patch_size
        self.in_chans = in_chans
        self.mask_ratio = mask_ratio
        n = num_patches(img_size, patch_size)
        patch_dim = patch_size * patch_size * in_chans
        self.embed = nn.Linear(patch_dim, dim)
        self.pos = nn.Parameter(torch.randn(1, n, dim) * 0.02)
        self.encoder = _blocks(dim, depth, heads)
        self.enc_norm = nn.LayerNorm(dim)
        self.enc_to_dec = nn.Linear(dim, dec_dim)
        self.mask_token = nn.Parameter(torch.zeros(1, 1, dec_dim))
        self.dec_pos = nn.Parameter(torch.randn(1, n, dec_dim) * 0.02)
        self.decoder = _blocks(dec_dim, dec_depth, heads)
        self.head = nn.Linear(dec_dim, patch_dim)

    @staticmethod
    def random_masking(batch, n, mask_ratio, device):
        """Per-sample random subset of kept patches; mask is 1 for removed patches."""
        n_keep = max(1, int(round(n * (1 - mask_ratio))))
        noise = torch.rand(batch, n, device=device)
        ids_shuffle = noise.argsort(dim=1)
        ids_restore = ids_shuffle.argsort(dim=1)
        ids_keep = ids_shuffle[:, :n_keep]
        mask = torch.ones(batch, n, device=device)
        mask[:, :n_keep] = 0
        mask = torch.gather(mask, 1, ids_restore)
        return ids_keep, ids_restore, mask

    def forward(self, imgs, mask_ratio=None):
        mask_ratio = self.mask_ratio if mask_ratio is None else mask_ratio
        patches = patchify(imgs, self.patch_size)
        b, n, _ = patches.shape
        x = self.embed(patches) + self.pos
        ids_keep, ids_restore, mask = self.random_masking(b, n, mask_ratio, imgs.device)
        x = torch.gather(x, 1, repeat(ids_keep, "b k -> b k d", d=x.shape[-1]))
        x = self.enc_norm(self.encoder(x))

        x = self.enc_to_dec(x)
        mask_tokens = self.mask_token.expand(b, n - x.shape[1], -1)
        x = torch.cat([x, mask_tokens], dim=1)
        x = torch.gather(x, 1, repeat(ids_restore, "b n -> b n d", d=x.shape[-1]))
        x = self.decoder(x + self.dec_pos)
        return self.head(x), mask

    def loss(self, imgs, pred, mask):
        """Mean squared error on the masked patches only."""
        target = patchify(imgs, self.patch_size)
        per_patch = ((pred - target) ** 2).mean(dim=-1)
        return (per_patch * mask).sum() / mask.sum().clamp(min=1)
