"""Joint geometric augmentation of an image pair and its flow."""
import torch

from .compose import TRANSFORMS


@TRANSFORMS.register()
class RandomHorizontalFlip:
    def __init__(self, p=0.5):
        self.p = p

    def __call__(self, sample):
        if torch.rand(1).item() >= self.p:
            return sample
        out = dict(sample)
        out["img1"] = sample["img1"].flip(-1)
        out["img2"] = sample["img2"].flip(-1)
        out["flow"] = sample["flow"].flip(-1)
        return out


@TRANSFORMS.register()
class RandomVerticalFlip:
    def __init__(self, p=0.1):
        self.p = p

    def __call__(self, sample):
        if torch.rand(1).item() >= self.p:
            return sample
        out = dict(sample)
        out["img1"] = sample["img1"].flip(-2)
        out["img2"] = sample["img2"].flip(-2)
        flow = sample["flow"].flip(-2)
        out["flow"] = torch.stack([flow[0], -flow[1]], dim=0)
        return out


@TRANSFORMS.register()
class RandomCrop:
    def __init__(self, size):
        self.size = tuple(size) if isinstance(size, (list, tuple)) else (size, size)

    def __call__(self, sample):
        h, w = sample["img1"].shape[-2:]
        ch, cw = self.size
        if (h, w) == (ch, cw):
            return sample
        y = int(torch.randint(0, h - ch + 1, (1,)))
        x = int(torch.randint(0, w - cw + 1, (1,)))
        out = dict(sample)
        for k in ("img1", "img2", "flow"):
            out[k] = sample[k][..., y:y + ch, x:x + cw]
        return out
