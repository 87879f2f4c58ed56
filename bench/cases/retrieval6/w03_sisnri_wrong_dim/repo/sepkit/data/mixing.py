import torch

from ..utils.signal import rms, zero_mean


def mix_sources(sources, snr_db=0.0, peak=0.9):
    """Mix ``sources`` [C, T] so that source 0 sits ``snr_db`` above the others; returns (mix, scaled sources)."""
    sources = zero_mean(sources)
    ref = rms(sources[0])
    scaled = [sources[0]]
    for s in sources[1:]:
        scaled.append(s * ref / rms(s) * 10 ** (-snr_db / 20.0))
    sources = torch.stack(scaled)
    mix = sources.sum(0)
    scale = peak / mix.abs().max().clamp(min=1e-8)
    return mix * scale, sources * scale
