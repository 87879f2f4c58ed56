import torch
from torch import nn

from .encoder import TrackEncoder
from .social import NeighborPooling


class TrajCVAE(nn.Module):
    """Conditional VAE over the future track (agent frame). ``sample`` draws K futures from the prior."""

    def __init__(self, pred_len=12, hidden=64, latent_dim=8, social=True):
        super().__init__()
        self.pred_len = pred_len
        self.latent_dim = latent_dim
        self.encoder = TrackEncoder(hidden)
        self.social = NeighborPooling(hidden) if social else None
        ctx = hidden * (2 if social else 1)
        self.future_enc = nn.Sequential(nn.Linear(pred_len * 2, hidden), nn.ReLU())
        self.prior = nn.Linear(ctx, 2 * latent_dim)
        self.posterior = nn.Linear(ctx + hidden, 2 * latent_dim)
        self.decoder = nn.Sequential(nn.Linear(ctx + latent_dim, 128), nn.ReLU(), nn.Linear(128, pred_len * 2))

    def context(self, obs, neighbors=None, neighbor_mask=None):
        h = self.encoder(obs)
        if self.social is not None:
            h = torch.cat([h, self.social(neighbors, neighbor_mask)], -1)
        return h

    def decode(self, ctx, z):
        offsets = self.decoder(torch.cat([ctx, z], -1)).view(*z.shape[:-1], self.pred_len, 2)
        return offsets.cumsum(-2)  # positions relative to the last observation

    def forward(self, obs, fut, neighbors=None, neighbor_mask=None):
        ctx = self.context(obs, neighbors, neighbor_mask)
        p_mu, p_logvar = self.prior(ctx).chunk(2, -1)
        q_mu, q_logvar = self.posterior(torch.cat([ctx, self.future_enc(fut.flatten(1))], -1)).chunk(2, -1)
        z = q_mu + torch.randn_like(q_mu) * (0.5 * q_logvar).exp()
        return {"pred": self.decode(ctx, z), "q": (q_mu, q_logvar), "p": (p_mu, p_logvar)}

    @torch.no_grad()
    def sample(self, obs, k, neighbors=None, neighbor_mask=None, generator=None):
        ctx = self.context(obs, neighbors, neighbor_mask)
        mu, logvar = self.prior(ctx).chunk(2, -1)
        eps = torch.randn((k,) + mu.shape, generator=generator, device=mu.device)
        z = mu + eps * (0.5 * logvar).exp()
        pred = self.decode(ctx.expand(k, -1, -1), z)   # [K, B, T, 2]
        return pred.transpose(0, 1)                    # [B, K, T, 2]
