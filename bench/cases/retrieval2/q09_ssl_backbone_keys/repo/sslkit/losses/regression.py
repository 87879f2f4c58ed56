import torch.nn.functional as F


def byol_loss(p, z):
    """2 - 2 cos(p, z), averaged over the batch."""
    return (2 - 2 * F.cosine_similarity(p, z.detach(), dim=-1)).mean()
