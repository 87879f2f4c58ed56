import torch

from ..utils.signal import zero_mean


def si_snr(est, ref, eps=1e-8):
    """Scale-invariant SNR in dB, computed along the last axis."""
    est = zero_mean(est)
    ref = zero_mean(ref)
    proj = (est * ref).sum(-1, keepdim=True) / (ref.pow(2).sum(-1, keepdim=True) + eps) * ref
    noise = est - proj
    return 10 * torch.log10(proj.pow(2).sum(-1) / (noise.pow(2).sum(-1) + eps) + eps)


def snr(est, ref, eps=1e-8):
    """Plain SNR in dB (no mean removal, no rescaling)."""
    return 10 * torch.log10(ref.pow(2).sum(-1) / ((est - ref).pow(2).sum(-1) + eps) + eps)


class SeparationMeter:
    """Accumulates SI-SNR, SI-SNR improvement over the mixture, and SNR, averaged over sources."""

    def __init__(self):
        self.reset()

    def reset(self):
        self.n = 0
        self.totals = {"si_snr": 0.0, "input_si_snr": 0.0, "si_snri": 0.0, "snr": 0.0}

    @torch.no_grad()
    def update(self, est, ref, mix):
        mix_rep = mix.unsqueeze(1).expand_as(ref)
        s = si_snr(est, ref).mean(1)
        s0 = si_snr(mix_rep, ref).mean(1)
        vals = {"si_snr": s, "input_si_snr": s0, "si_snri": s - s0, "snr": snr(est, ref).mean(1)}
        for k, v in vals.items():
            self.totals[k] += float(v.sum())
        self.n += est.shape[0]

    def compute(self):
        return {k: v / max(self.n, 1) for k, v in self.totals.items()}
