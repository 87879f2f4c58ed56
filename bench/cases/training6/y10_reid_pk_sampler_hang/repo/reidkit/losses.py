import torch
import torch.nn.functional as F


def batch_hard_triplet(emb, labels, margin=0.3):
    emb = F.normalize(emb, dim=1)
    d = torch.cdist(emb, emb).clamp(min=1e-12)
    same = labels[:, None] == labels[None, :]
    eye = torch.eye(len(labels), dtype=torch.bool, device=emb.device)
    hardest_pos = d.masked_fill(~same | eye, 0.0).amax(1)
    hardest_neg = d.masked_fill(same, float("inf")).amin(1)
    return F.relu(hardest_pos - hardest_neg + margin).mean()
