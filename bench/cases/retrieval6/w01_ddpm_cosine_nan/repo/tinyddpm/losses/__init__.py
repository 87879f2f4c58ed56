from .diffusion_losses import build_loss_fn, min_snr_weights

__all__ = ["build_loss_fn", "min_snr_weights"]
