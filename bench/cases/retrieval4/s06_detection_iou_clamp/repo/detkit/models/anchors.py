import math

import torch


class AnchorGenerator:
    def __init__(self, sizes=(32, 64, 128), aspect_ratios=(0.5, 1.0, 2.0), scales=(1.0, 2 ** (1 / 3), 2 ** (2 / 3))):
        self.sizes = sizes
        self.aspect_ratios = aspect_ratios
        self.scales = scales

    @property
    def num_anchors(self):
        return len(self.aspect_ratios) * len(self.scales)

    def cell_anchors(self, size):
        out = []
        for ar in self.aspect_ratios:
            for s in self.scales:
                area = (size * s) ** 2
                w = math.sqrt(area / ar)
                h = w * ar
                out.append([-w / 2, -h / 2, w / 2, h / 2])
        return torch.tensor(out)

    def __call__(self, feats, strides):
        all_anchors = []
        for f, stride, size in zip(feats, strides, self.sizes):
            h, w = f.shape[-2:]
            ys = (torch.arange(h, device=f.device) + 0.5) * stride
            xs = (torch.arange(w, device=f.device) + 0.5) * stride
            cy, cx = torch.meshgrid(ys, xs, indexing="ij")
            shifts = torch.stack([cx, cy, cx, cy], dim=-1).reshape(-1, 1, 4)
            all_anchors.append((shifts + self.cell_anchors(size).to(f.device)).reshape(-1, 4))
        return torch.cat(all_anchors)
