from .vae import VAE, vae_loss
from .train import fit_vae

__all__ = ["VAE", "vae_loss", "fit_vae"]
