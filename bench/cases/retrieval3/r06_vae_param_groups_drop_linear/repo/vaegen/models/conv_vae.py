import torch.nn as nn

from vaegen.models.layers import GaussianHead, reparameterize


class ConvVAE(nn.Module):
    def __init__(self, image_shape=(1, 28, 28), channels=(32, 64), latent_dim=32):
        super().__init__()
        c, h, w = image_shape
        c1, c2 = channels
        self.encoder = nn.Sequential(
            nn.Conv2d(c, c1, 4, 2, 1), nn.ReLU(inplace=True),
            nn.Conv2d(c1, c2, 4, 2, 1), nn.ReLU(inplace=True), nn.Flatten())
        self.feat_hw = (h // 4, w // 4)
        feat = c2 * self.feat_hw[0] * self.feat_hw[1]
        self.head = GaussianHead(feat, latent_dim)
        self.fc = nn.Sequential(nn.Linear(latent_dim, feat), nn.ReLU(inplace=True))
        self.decoder = nn.Sequential(
            nn.ConvTranspose2d(c2, c1, 4, 2, 1), nn.ReLU(inplace=True),
            nn.ConvTranspose2d(c1, c, 4, 2, 1))
        self.c2 = c2
        self.latent_dim = latent_dim

    def encode(self, x):
        return self.head(self.encoder(x))

    def decode(self, z):
        return self.decoder(self.fc(z).view(-1, self.c2, *self.feat_hw))

    def forward(self, x):
        mu, logvar = self.encode(x)
        return self.decode(reparameterize(mu, logvar)), mu, logvar
