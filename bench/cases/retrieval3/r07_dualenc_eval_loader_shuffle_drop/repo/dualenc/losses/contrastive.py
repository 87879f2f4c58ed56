import torch
import torch.nn as nn
import torch.nn.functional as F


class InfoNCELoss(nn.Module):
    def __init__(self, label_smoothing=0.0):
        super().__init__()
        self.label_smoothing = label_smoothing

    def forward(self, img, txt, scale):
        logits = scale * img @ txt.t()
        labels = torch.arange(len(img), device=img.device)
        return 0.5 * (F.cross_entropy(logits, labels, label_smoothing=self.label_smoothing) +
                      F.cross_entropy(logits.t(), labels, label_smoothing=self.label_smoothing))


class TripletHardNegativeLoss(nn.Module):
    """VSE++ max-of-hinges loss."""

    def __init__(self, margin=0.2):
        super().__init__()
        self.margin = margin

    def forward(self, img, txt, scale=None):
        sim = img @ txt.t()
        pos = sim.diag()
        eye = torch.eye(len(sim), dtype=torch.bool, device=sim.device)
        cost_t = (self.margin + sim - pos[:, None]).clamp(min=0).masked_fill(eye, 0)
        cost_i = (self.margin + sim - pos[None, :]).clamp(min=0).masked_fill(eye, 0)
        return cost_t.max(1).values.mean() + cost_i.max(0).values.mean()
