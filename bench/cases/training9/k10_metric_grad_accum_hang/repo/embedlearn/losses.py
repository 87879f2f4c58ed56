import torch


def batch_hard_triplet_loss(emb, labels, margin=0.2):
    """Hermans et al. 2017: hardest positive and hardest negative per anchor."""
    dist = torch.cdist(emb, emb)
    same = labels.unsqueeze(0) == labels.unsqueeze(1)
    eye = torch.eye(len(labels), dtype=torch.bool)
    hardest_pos = dist.masked_fill(~same | eye, 0).max(dim=1).values
    hardest_neg = dist.masked_fill(same, float("inf")).min(dim=1).values
    return torch.relu(hardest_pos - hardest_neg + margin).mean()
