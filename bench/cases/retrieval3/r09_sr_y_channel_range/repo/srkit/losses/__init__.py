import torch.nn as nn

from srkit.losses.pixel import CharbonnierLoss, FFTLoss


class CombinedLoss(nn.Module):
    def __init__(self, pixel, fft_weight=0.0):
        super().__init__()
        self.pixel, self.fft, self.fft_weight = pixel, FFTLoss(), fft_weight

    def forward(self, sr, hr):
        loss = self.pixel(sr, hr)
        if self.fft_weight > 0:
            loss = loss + self.fft_weight * self.fft(sr, hr)
        return loss


def build_loss(cfg):
    pixel = {"l1": nn.L1Loss(), "l2": nn.MSELoss(), "charbonnier": CharbonnierLoss(cfg["eps"])}[cfg["name"]]
    return CombinedLoss(pixel, cfg["fft_weight"])
