import torch
import torch.nn as nn
import torch.nn.functional as F


class MatchingNet(nn.Module):
    """Vinyals et al. 2016 without the full-context embeddings: cosine attention over the support set."""

    def __init__(self, backbone, scale=10.0):
        super().__init__()
        self.backbone, self.scale = backbone, scale

    def forward(self, support, query, n_way, k_shot):
        s = F.normalize(self.backbone(support), dim=-1)
        q = F.normalize(self.backbone(query), dim=-1)
        labels = torch.arange(n_way, device=s.device).repeat_interleave(k_shot)
        attn = (self.scale * q @ s.t()).softmax(dim=-1)
        probs = attn @ F.one_hot(labels, n_way).float()
        return torch.log(probs.clamp(min=1e-8))
