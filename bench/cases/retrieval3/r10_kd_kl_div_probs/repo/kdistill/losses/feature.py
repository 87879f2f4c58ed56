import torch.nn as nn
import torch.nn.functional as F


class FitNetHint(nn.Module):
    """Regress a student feature map onto the teacher's through a 1x1 conv regressor."""

    def __init__(self, s_channels, t_channels):
        super().__init__()
        self.regressor = nn.Sequential(nn.Conv2d(s_channels, t_channels, 1, bias=False), nn.BatchNorm2d(t_channels))

    def forward(self, s_feat, t_feat):
        s = self.regressor(s_feat)
        if s.shape[-2:] != t_feat.shape[-2:]:
            s = F.interpolate(s, size=t_feat.shape[-2:], mode="bilinear", align_corners=False)
        return F.mse_loss(s, t_feat.detach())


class AttentionTransfer(nn.Module):
    """Zagoruyko & Komodakis: match normalised spatial attention maps (mean of squared activations)."""

    def __init__(self, p=2):
        super().__init__()
        self.p = p

    def _att(self, f):
        return F.normalize(f.pow(self.p).mean(1).flatten(1), dim=1)

    def forward(self, s_feats, t_feats):
        return sum((self._att(s) - self._att(t.detach())).pow(2).mean() for s, t in zip(s_feats, t_feats))
