"""PaDiM (Defard et al., 2021): a Gaussian per feature position, Mahalanobis scoring."""
import torch
import torch.nn.functional as F

from ..losses.distance import mahalanobis_sq


class PaDiM:
    def __init__(self, extractor, reduce_dim=48, seed=0, eps=0.01):
        self.extractor = extractor
        self.reduce_dim = reduce_dim
        self.eps = eps
        gen = torch.Generator().manual_seed(int(seed))
        C = extractor.out_channels
        self.channels = torch.randperm(C, generator=gen)[: min(reduce_dim, C)]
        self.mean = None
        self.inv_cov = None

    def _features(self, images):
        return self.extractor(images)[:, self.channels]

    @torch.no_grad()
    def fit(self, loader):
        f = torch.cat([self._features(b["image"]) for b in loader])   # (N, C, h, w)
        N, C, h, w = f.shape
        x = f.permute(2, 3, 0, 1).reshape(h * w, N, C)
        self.mean = x.mean(dim=1)                                     # (hw, C)
        xc = x - self.mean.unsqueeze(1)
        cov = xc.transpose(1, 2) @ xc / max(N - 1, 1) + self.eps * torch.eye(C)
        self.inv_cov = torch.linalg.inv(cov)
        self.shape = (h, w)
        return self

    @torch.no_grad()
    def predict(self, images):
        f = self._features(images)
        B, C, h, w = f.shape
        x = f.permute(2, 3, 0, 1).reshape(h * w, B, C)
        d2 = mahalanobis_sq(x, self.mean, self.inv_cov)               # (hw, B)
        amap = d2.clamp(min=0).sqrt().t().reshape(B, 1, h, w)
        amap = F.interpolate(amap, size=images.shape[-2:], mode="bilinear", align_corners=False)
        return amap.flatten(1).amax(dim=1), amap

    def state_dict(self):
        return {"mean": self.mean, "inv_cov": self.inv_cov, "channels": self.channels}

    def load_state_dict(self, state):
        self.mean, self.inv_cov, self.channels = state["mean"], state["inv_cov"], state["channels"]
