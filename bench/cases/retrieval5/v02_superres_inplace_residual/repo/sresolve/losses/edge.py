"""Image-gradient (edge) loss."""
import torch.nn as nn


class GradientLoss(nn.Module):
    def forward(self, sr, hr):
        dx_sr = sr[..., :, 1:] - sr[..., :, :-1]
        dy_sr = sr[..., 1:, :] - sr[..., :-1, :]
        dx_hr = hr[..., :, 1:] - hr[..., :, :-1]
        dy_hr = hr[..., 1:, :] - hr[..., :-1, :]
        return (dx_sr - dx_hr).abs().mean() + (dy_sr - dy_hr).abs().mean()
