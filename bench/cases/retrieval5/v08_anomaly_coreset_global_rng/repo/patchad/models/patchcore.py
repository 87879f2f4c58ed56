"""PatchCore (Roth et al., 2022): nearest-neighbour distance to a memory bank of normal patches."""
import torch
import torch.nn.functional as F

from ..losses.distance import pairwise_sq_dists


class PatchCore:
    def __init__(self, extractor, sampler=None, knn=1):
        self.extractor = extractor
        self.sampler = sampler
        self.knn = knn
        self.memory_bank = None

    def _patches(self, images):
        f = self.extractor(images)                    # (B, C, h, w)
        B, C, h, w = f.shape
        return f.permute(0, 2, 3, 1).reshape(B * h * w, C), (B, h, w)

    @torch.no_grad()
    def fit(self, loader):
        feats = [self._patches(batch["image"])[0] for batch in loader]
        bank = torch.cat(feats)
        if self.sampler is not None:
            bank = bank[self.sampler.select(bank)]
        self.memory_bank = bank
        return self

    @torch.no_grad()
    def predict(self, images, chunk=4096):
        """-> image scores (B,), anomaly maps (B, 1, H, W) at input resolution."""
        patches, (B, h, w) = self._patches(images)
        scores = []
        for i in range(0, patches.shape[0], chunk):
            d2 = pairwise_sq_dists(patches[i:i + chunk], self.memory_bank)
            k = min(self.knn, d2.shape[1])
            scores.append(d2.topk(k, dim=1, largest=False).values.mean(dim=1).sqrt())
        amap = torch.cat(scores).view(B, 1, h, w)
        amap = F.interpolate(amap, size=images.shape[-2:], mode="bilinear", align_corners=False)
        return amap.flatten(1).amax(dim=1), amap

    def state_dict(self):
        return {"memory_bank": self.memory_bank, "knn": self.knn}

    def load_state_dict(self, state):
        self.memory_bank = state["memory_bank"]
        self.knn = state.get("knn", 1)
