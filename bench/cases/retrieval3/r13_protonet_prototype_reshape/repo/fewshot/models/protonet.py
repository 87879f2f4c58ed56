import torch.nn as nn

from fewshot.losses.episodic import pairwise_distance


class ProtoNet(nn.Module):
    """Snell et al. 2017. Support images must be ordered class by class (as produced by split_episode)."""

    def __init__(self, backbone, distance="euclidean", temperature=1.0):
        super().__init__()
        self.backbone, self.distance, self.temperature = backbone, distance, temperature

    def compute_prototypes(self, support_emb, n_way, k_shot):
        return support_emb.view(k_shot, n_way, -1).mean(dim=0)

    def forward(self, support, query, n_way, k_shot):
        emb = self.backbone(support)
        protos = self.compute_prototypes(emb, n_way, k_shot)
        q = self.backbone(query)
        return -pairwise_distance(q, protos, self.distance) / self.temperature
