"""Edge-aware smoothness regulariser on mean-normalised inverse depth."""
import torch


def edge_aware_smoothness(depth, image):
    disp = 1.0 / depth
    disp = disp / disp.mean(dim=(2, 3), keepdim=True).clamp(min=1e-6)
    dx = (disp[..., :, 1:] - disp[..., :, :-1]).abs()
    dy = (disp[..., 1:, :] - disp[..., :-1, :]).abs()
    ix = (image[..., :, 1:] - image[..., :, :-1]).abs().mean(1, keepdim=True)
    iy = (image[..., 1:, :] - image[..., :-1, :]).abs().mean(1, keepdim=True)
    return (dx * torch.exp(-ix)).mean() + (dy * torch.exp(-iy)).mean()
