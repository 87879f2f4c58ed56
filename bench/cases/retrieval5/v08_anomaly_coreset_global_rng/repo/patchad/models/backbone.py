"""A small convolutional feature extractor returning intermediate feature maps."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class FeatureExtractor(nn.Module):
    def __init__(self, width=32, layers=(2, 3)):
        super().__init__()
        w = width
        chans = [3, w, 2 * w, 4 * w, 8 * w]
        self.stages = nn.ModuleList(
            nn.Sequential(nn.Conv2d(chans[i], chans[i + 1], 3, 2 if i else 1, 1), nn.BatchNorm2d(chans[i + 1]),
                          nn.ReLU(inplace=True))
            for i in range(4)
        )
        self.layers = tuple(layers)
        self.out_channels = sum(chans[i] for i in self.layers)

    @torch.no_grad()
    def forward(self, x):
        """Returns patch features (B, C, h, w): selected stages upsampled to the first one."""
        feats = []
        for i, stage in enumerate(self.stages, start=1):
            x = stage(x)
            if i in self.layers:
                feats.append(x)
        size = feats[0].shape[-2:]
        feats = [F.avg_pool2d(f, 3, 1, 1) for f in feats]
        feats = [f if f.shape[-2:] == size else F.interpolate(f, size=size, mode="bilinear",
                                                                 align_corners=False) for f in feats]
        return torch.cat(feats, dim=1)


def _init_from_generator(module, generator):
    for m in module.modules():
        if isinstance(m, nn.Conv2d):
            fan_in = m.in_channels * m.kernel_size[0] * m.kernel_size[1]
            with torch.no_grad():
                m.weight.copy_(torch.randn(m.weight.shape, generator=generator) * (2.0 / fan_in) ** 0.5)
                m.bias.zero_()


def build_extractor(cfg):
    bc = cfg["backbone"]
    model = FeatureExtractor(bc.get("width", 32), bc.get("layers", [2, 3]))
    if bc.get("weights"):
        model.load_state_dict(torch.load(bc["weights"], map_location="cpu"))
    else:
        _init_from_generator(model, torch.Generator().manual_seed(int(bc.get("seed", 0))))
    return model.eval()
