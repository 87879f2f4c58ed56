"""Simulated LiDAR sparsity: a few scan lines, randomly thinned, none in the sky region."""
import torch


def lidar_like_mask(height, width, num_lines=24, keep=0.6, sky_fraction=0.3, generator=None):
    mask = torch.zeros(1, height, width, dtype=torch.bool)
    top = int(height * sky_fraction)
    rows = torch.linspace(top, height - 1, num_lines).long()
    for r in rows.tolist():
        mask[0, r] = torch.rand(width, generator=generator) < keep
    return mask
