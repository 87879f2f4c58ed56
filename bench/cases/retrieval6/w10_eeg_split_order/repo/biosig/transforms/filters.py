import torch


def bandpass_fft(x, fs, low, high):
    """Zero-phase FFT band-pass along the last axis."""
    n = x.size(-1)
    freqs = torch.fft.rfftfreq(n, d=1.0 / fs)
    spec = torch.fft.rfft(x, dim=-1)
    mask = ((freqs >= low) & (freqs <= high)).to(spec.dtype)
    return torch.fft.irfft(spec * mask, n=n, dim=-1)


def notch_fft(x, fs, freq=50.0, width=1.0):
    n = x.size(-1)
    freqs = torch.fft.rfftfreq(n, d=1.0 / fs)
    spec = torch.fft.rfft(x, dim=-1)
    mask = ((freqs - freq).abs() > width).to(spec.dtype)
    return torch.fft.irfft(spec * mask, n=n, dim=-1)


def band_power(x, fs, low, high):
    freqs = torch.fft.rfftfreq(x.size(-1), d=1.0 / fs)
    p = torch.fft.rfft(x, dim=-1).abs().pow(2)
    sel = (freqs >= low) & (freqs <= high)
    return p[..., sel].mean(dim=-1)
