import torch


class GlobalCMVN:
    """Mean/variance normalisation with statistics accumulated over a training set."""

    def __init__(self):
        self.sum = None
        self.sq = None
        self.frames = 0

    def accumulate(self, feats):
        if self.sum is None:
            self.sum = torch.zeros(feats.shape[-1], dtype=torch.float64)
            self.sq = torch.zeros_like(self.sum)
        self.sum += feats.double().sum(0)
        self.sq += (feats.double() ** 2).sum(0)
        self.frames += feats.shape[0]

    def stats(self):
        mean = self.sum / self.frames
        var = self.sq / self.frames - mean ** 2
        return mean.float(), var.clamp(min=1e-8).sqrt().float()

    def apply(self, feats):
        mean, std = self.stats()
        return (feats - mean) / std
