import torch

from .heatmaps import render_heatmaps
from .synthetic import StickFigures
from .transforms import build_transforms


class HeatmapDataset(torch.utils.data.Dataset):
    """Wraps a keypoint dataset and adds heatmap targets."""

    def __init__(self, base, stride=4, sigma=1.5):
        self.base, self.stride, self.sigma = base, stride, sigma

    def __len__(self):
        return len(self.base)

    def __getitem__(self, i):
        img, kps, vis = self.base[i]
        maps, weights = render_heatmaps(kps, vis, img.shape[1], img.shape[2], self.stride, self.sigma)
        return {"image": img, "keypoints": kps, "visible": vis, "heatmaps": maps, "weights": weights}


def build_datasets(dcfg, seed=0):
    tf = build_transforms(dcfg.get("augment", {}))
    train = StickFigures(dcfg["num_train"], dcfg["height"], dcfg["width"], seed=seed, transform=tf)
    val = StickFigures(dcfg["num_val"], dcfg["height"], dcfg["width"], seed=seed + 1)
    kw = dict(stride=dcfg.get("heatmap_stride", 4), sigma=dcfg.get("sigma", 1.5))
    return HeatmapDataset(train, **kw), HeatmapDataset(val, **kw)
