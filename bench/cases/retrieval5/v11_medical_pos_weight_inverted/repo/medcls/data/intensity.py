"""Intensity normalisation for radiographs."""
import torch


def normalize_intensity(img, low_pct=0.5, high_pct=99.5):
    """Percentile clipping to [0, 1] followed by zero-mean / unit-std scaling."""
    flat = img.flatten()
    lo = torch.quantile(flat, low_pct / 100.0)
    hi = torch.quantile(flat, high_pct / 100.0)
    img = ((img - lo) / (hi - lo).clamp(min=1e-6)).clamp(0.0, 1.0)
    return (img - img.mean()) / img.std().clamp(min=1e-6)
