import torch
import torch.nn.functional as F


def info_nce(a, b, temperature=0.05, symmetric=True):
    """In-batch negatives: a[i] should match b[i] among all b."""
    logits = F.normalize(a, dim=-1) @ F.normalize(b, dim=-1).T / temperature
    labels = torch.arange(len(a))
    loss = F.cross_entropy(logits, labels)
    if symmetric:
        loss = (loss + F.cross_entropy(logits.T, labels)) / 2
    return loss


def triplet(anchor, pos, neg, margin=0.2):
    d_pos = 1 - F.cosine_similarity(anchor, pos)
    d_neg = 1 - F.cosine_similarity(anchor, neg)
    return F.relu(d_pos - d_neg + margin).mean()


def cosine_regression(a, b, scores, max_score=5.0):
    """CoSENT-free baseline: MSE between cosine similarity and the scaled gold score."""
    return F.mse_loss(F.cosine_similarity(a, b), scores / max_score)


def alignment_uniformity(a, b, t=2.0):
    """Wang & Isola (2020) diagnostics: lower alignment and uniformity are better."""
    a, b = F.normalize(a, dim=-1), F.normalize(b, dim=-1)
    align = (a - b).norm(dim=1).pow(2).mean()
    sq = torch.pdist(a).pow(2)
    uniform = sq.mul(-t).exp().mean().log()
    return align.item(), uniform.item()
