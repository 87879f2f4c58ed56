import torch
import torch.nn.functional as F


def pair_distance(ea, eb):
    return torch.sqrt(((ea - eb) ** 2).sum(-1))


def contrastive_loss(ea, eb, same, margin=1.0):
    d = pair_distance(ea, eb)
    loss = same * d.pow(2) + (1 - same) * F.relu(margin - d).pow(2)
    return 0.5 * loss.mean(), d.detach()
