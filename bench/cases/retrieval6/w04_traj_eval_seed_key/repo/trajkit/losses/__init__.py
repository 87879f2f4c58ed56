from .kl import gaussian_kl
from .variety import best_of_k_l2, reconstruction_l2


class CVAELoss:
    def __init__(self, kl_weight=1.0, free_bits=0.0):
        self.kl_weight = kl_weight
        self.free_bits = free_bits

    def __call__(self, out, fut):
        rec = reconstruction_l2(out["pred"], fut)
        kl = gaussian_kl(*out["q"], *out["p"]).clamp(min=self.free_bits).mean()
        return {"loss": rec + self.kl_weight * kl, "rec": rec.detach(), "kl": kl.detach()}


__all__ = ["CVAELoss", "gaussian_kl", "best_of_k_l2", "reconstruction_l2"]
