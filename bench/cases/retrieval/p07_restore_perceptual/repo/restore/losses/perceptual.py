"""Perceptual (feature reconstruction) and style (Gram matrix) losses on a fixed feature net."""
import torch
import torch.nn.functional as F
from torch import nn

from ..models.feature_net import make_feature_net

IMAGENET_MEAN = torch.tensor([0.485, 0.456, 0.406]).view(1, 3, 1, 1)
IMAGENET_STD = torch.tensor([0.229, 0.224, 0.225]).view(1, 3, 1, 1)


class FeatureExtractor(nn.Module):
    """Returns the activations of the requested named layers of the feature network."""

    def __init__(self, layers=("relu2_2",), net=None):
        super().__init__()
        self.layers = list(layers)
        self.net = net if net is not None else make_feature_net()

    def forward(self, x):
        feats = {}
        for name in self.layers:
            module = self.net.get_submodule(name)
            module.register_forward_hook(
                lambda m, inp, out, name=name: feats.setdefault(name, []).append(out))
        self.net((x - IMAGENET_MEAN) / IMAGENET_STD)
        return [feats[n][-1] for n in self.layers]


def gram(f):
    b, c, h, w = f.shape
    f = f.reshape(b, c, h * w)
    return f @ f.transpose(1, 2) / (c * h * w)


class PerceptualLoss(nn.Module):
    def __init__(self, layers=("relu2_2",), weights=None, style_weight=0.0):
        super().__init__()
        self.extractor = FeatureExtractor(layers)
        self.weights = weights or [1.0] * len(layers)
        self.style_weight = style_weight

    def forward(self, pred, target):
        fp = self.extractor(pred)
        with torch.no_grad():
            ft = self.extractor(target)
        loss = sum(w * F.l1_loss(a, b) for w, a, b in zip(self.weights, fp, ft))
        if self.style_weight:
            loss = loss + self.style_weight * sum(F.l1_loss(gram(a), gram(b)) for a, b in zip(fp, ft))
        return loss
