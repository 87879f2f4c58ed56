"""FitNets hint loss: regress teacher feature maps from student features via a 1x1 adapter."""
import torch.nn as nn
import torch.nn.functional as F


class HintLoss(nn.Module):
    def __init__(self, student_channels, teacher_channels):
        super().__init__()
        self.adapter = nn.Conv2d(student_channels, teacher_channels, 1, bias=False)

    def forward(self, student_feats, teacher_feats):
        s = self.adapter(student_feats)
        if s.shape[-2:] != teacher_feats.shape[-2:]:
            s = F.interpolate(s, size=teacher_feats.shape[-2:], mode="bilinear", align_corners=False)
        return F.mse_loss(s, teacher_feats.detach())
