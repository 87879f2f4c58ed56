import math

import torch.nn as nn

from vaegen.models.layers import GaussianHead, mlp, reparameterize


class MLPVAE(nn.Module):
    def __init__(self, image_shape=(1, 28, 28), hidden=(512, 256), latent_dim=32):
        super().__init__()
        self.image_shape = tuple(image_shape)
        d = math.prod(self.image_shape)
        self.encoder = mlp([d] + list(hidden))
        self.head = GaussianHead(hidden[-1], latent_dim)
        self.decoder = mlp([latent_dim] + list(reversed(hidden)) + [d], final_act=False)
        self.latent_dim = latent_dim

    def encode(self, x):
        return self.head(self.encoder(x.flatten(1)))

    def decode(self, z):
        return self.decoder(z).view(-1, *self.image_shape)

    def forward(self, x):
        mu, logvar = self.encode(x)
        z = reparameterize(mu, logvar)
        return self.decode(z), mu, logvar
