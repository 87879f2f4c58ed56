import torch
import torch.nn as nn

from .decoder import ConvDecoder
from .distributions import DiagonalGaussian
from .encoder import ConvEncoder


class ConvVAE(nn.Module):
    def __init__(self, latent_dim=8, hidden=32, learn_sigma=False):
        super().__init__()
        self.latent_dim = latent_dim
        self.encoder = ConvEncoder(latent_dim, hidden)
        self.decoder = ConvDecoder(latent_dim, hidden)
        # log std of the Gaussian likelihood (only used by recon="gaussian")
        self.log_sigma = nn.Parameter(torch.zeros(())) if learn_sigma else None

    def encode(self, x):
        return DiagonalGaussian(*self.encoder(x))

    def forward(self, x):
        posterior = self.encode(x)
        z = posterior.sample() if self.training else posterior.mode()
        return self.decoder(z), posterior

    @torch.no_grad()
    def reconstruct(self, x):
        return torch.sigmoid(self.decoder(self.encode(x).mode()))

    @torch.no_grad()
    def sample(self, n, generator=None):
        z = torch.randn(n, self.latent_dim, generator=generator)
        return torch.sigmoid(self.decoder(z))


def build_model(cfg):
    m = cfg["model"]
    return ConvVAE(m["latent_dim"], m.get("hidden", 32),
                   learn_sigma=cfg["loss"]["recon"] == "gaussian")
