import math

import torch


class AnchorGenerator:
    def __init__(self, strides=(8, 16, 32), base_sizes=(32, 64, 128), scales=3, ratios=(0.5, 1.0, 2.0)):
        self.strides = strides
        self.base_sizes = base_sizes
        self.scales = [2 ** (i / scales) for i in range(scales)]
        self.ratios = ratios

    @property
    def num_anchors(self):
        return len(self.scales) * len(self.ratios)

    def _cell(self, size):
        out = []
        for r in self.ratios:
            for s in self.scales:
                area = (size * s) ** 2
                w = math.sqrt(area / r)
                h = w * r
                out.append([-w / 2, -h / 2, w / 2, h / 2])
        return torch.tensor(out)

    def __call__(self, feats):
        all_anchors = []
        for f, stride, size in zip(feats, self.strides, self.base_sizes):
            h, w = f.shape[-2:]
            ys = (torch.arange(h, device=f.device) + 0.5) * stride
            xs = (torch.arange(w, device=f.device) + 0.5) * stride
            cy, cx = torch.meshgrid(ys, xs, indexing="ij")
            centers = torch.stack([cx, cy, cx, cy], dim=-1).reshape(-1, 1, 4)
            all_anchors.append((centers + self._cell(size).to(f.device)[None]).reshape(-1, 4))
        return torch.cat(all_anchors)
