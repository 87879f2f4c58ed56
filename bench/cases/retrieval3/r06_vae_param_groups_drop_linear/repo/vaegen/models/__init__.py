from vaegen.models.conv_vae import ConvVAE
from vaegen.models.mlp_vae import MLPVAE


def build_model(cfg, image_shape=(1, 28, 28)):
    if cfg["name"] == "mlp":
        return MLPVAE(image_shape, cfg["hidden"], cfg["latent_dim"])
    if cfg["name"] == "conv":
        return ConvVAE(image_shape, cfg["channels"], cfg["latent_dim"])
    raise KeyError(cfg["name"])
