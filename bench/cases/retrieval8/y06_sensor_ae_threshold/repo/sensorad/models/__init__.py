from sensorad.models.conv_ae import ConvAutoencoder
from sensorad.models.mlp_ae import MLPAutoencoder


def build_model(cfg):
    m, d = cfg.model, cfg.data
    if m.name == "conv_ae":
        return ConvAutoencoder(d.channels, hidden=m.get("hidden", 16), latent=m.get("latent", 8))
    if m.name == "mlp_ae":
        return MLPAutoencoder(d.channels, d.window, hidden=m.get("hidden", 64), latent=m.get("latent", 8))
    raise KeyError(f"unknown model {m.name!r}")


__all__ = ["ConvAutoencoder", "MLPAutoencoder", "build_model"]
