import math

import torch


class AnchorGenerator:
    """Anchors for a single feature level.

    For every feature-map cell, one anchor per (size, ratio) pair is placed at
    the cell centre. ratio = h / w.
    """

    def __init__(self, sizes=(12, 24), ratios=(1.0,), stride=8):
        self.sizes = list(sizes)
        self.ratios = list(ratios)
        self.stride = stride

    @property
    def num_anchors(self):
        return len(self.sizes) * len(self.ratios)

    def cell_anchors(self):
        out = []
        for size in self.sizes:
            for r in self.ratios:
                w = size / math.sqrt(r)
                h = size * math.sqrt(r)
                out.append([-w / 2, -h / 2, w / 2, h / 2])
        return torch.tensor(out, dtype=torch.float32)

    def __call__(self, feat_h, feat_w):
        base = self.cell_anchors()                      # [A, 4]
        xs = (torch.arange(feat_w, dtype=torch.float32) + 0.5) * self.stride
        ys = (torch.arange(feat_h, dtype=torch.float32) + 0.5) * self.stride
        yy, xx = torch.meshgrid(ys, xs, indexing="ij")
        shifts = torch.stack([xx, yy, xx, yy], dim=-1).reshape(-1, 1, 4)
        # layout: (cell, anchor) -> matches head output ordering
        return (shifts + base[None]).reshape(-1, 4)
