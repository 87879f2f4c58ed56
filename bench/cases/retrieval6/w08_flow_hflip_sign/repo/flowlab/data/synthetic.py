"""Synthetic pairs: a smooth random texture translated by a constant flow."""
import torch
import torch.nn.functional as F

from ..ops.warp import flow_warp


def smooth_texture(channels, size, generator, octaves=(4, 8, 16)):
    tex = torch.zeros(1, channels, size, size)
    for i, o in enumerate(octaves):
        coarse = torch.rand(1, channels, o, o, generator=generator)
        tex += F.interpolate(coarse, size=(size, size), mode="bicubic", align_corners=False) / (i + 1)
    tex = tex - tex.mean()
    return tex / (tex.std() + 1e-6)


class SyntheticTranslationFlow:
    def __init__(self, num_samples=512, size=32, channels=3, max_flow=3.0, seed=0):
        self.num_samples = num_samples
        self.size = size
        self.channels = channels
        self.max_flow = max_flow
        self.seed = seed

    def __len__(self):
        return self.num_samples

    def __getitem__(self, idx):
        g = torch.Generator().manual_seed(self.seed * 100003 + idx)
        pad = int(self.max_flow) + 2
        big = self.size + 2 * pad
        tex = smooth_texture(self.channels, big, g)
        uv = (torch.rand(2, generator=g) * 2 - 1) * self.max_flow
        flow = uv.view(1, 2, 1, 1).expand(1, 2, big, big)
        # img1(x) = tex(x); img2(x) = tex(x - f)  =>  img1(x) = img2(x + f)
        img2 = flow_warp(tex, -flow)
        crop = (slice(None), slice(None), slice(pad, pad + self.size), slice(pad, pad + self.size))
        return {"img1": tex[crop][0], "img2": img2[crop][0],
                "flow": flow[crop][0].clone(), "index": idx}
