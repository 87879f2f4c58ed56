"""Query / gallery evaluation: rank-1 and mAP, excluding same-camera matches of the same id."""
import torch
import torch.nn.functional as F


@torch.no_grad()
def evaluate(model, feats, labels, cams, n_query=500, seed=0):
    model.eval()
    emb = F.normalize(model(feats), dim=1)
    g = torch.Generator().manual_seed(seed)
    q = torch.randperm(len(labels), generator=g)[:n_query]
    rank1, aps = 0, []
    for i in q.tolist():
        valid = ~((labels == labels[i]) & (cams == cams[i]))
        dist = (emb[valid] - emb[i]).pow(2).sum(1)
        match = labels[valid] == labels[i]
        if not match.any():
            continue
        order = dist.argsort()
        hits = match[order].float()
        rank1 += int(hits[0].item())
        prec = hits.cumsum(0) / torch.arange(1, len(hits) + 1)
        aps.append((prec * hits).sum().item() / hits.sum().item())
    return {"rank1": rank1 / max(len(aps), 1), "mAP": sum(aps) / max(len(aps), 1)}
