import torch


def _rank(x):
    order = x.argsort()
    ranks = torch.empty_like(x)
    ranks[order] = torch.arange(len(x), dtype=x.dtype)
    return ranks


def spearman(x, y):
    rx, ry = _rank(x.float()), _rank(y.float())
    rx, ry = rx - rx.mean(), ry - ry.mean()
    return float((rx * ry).sum() / (rx.norm() * ry.norm()).clamp(min=1e-12))


def evaluate_sts(model, triples, batch_size=64):
    a = model.encode([t[0] for t in triples], batch_size)
    b = model.encode([t[1] for t in triples], batch_size)
    sims = torch.nn.functional.cosine_similarity(a, b)
    gold = torch.tensor([t[2] for t in triples])
    return {"spearman": spearman(sims, gold), "mean_sim": sims.mean().item()}


def pearson(x, y):
    x, y = x.float() - x.float().mean(), y.float() - y.float().mean()
    return float((x * y).sum() / (x.norm() * y.norm()).clamp(min=1e-12))


def evaluate_sts_by_length(model, triples, edges=(6, 10)):
    """Spearman per bucket of the longer sentence's word count (short / medium / long)."""
    buckets = {}
    for t in triples:
        n = max(len(t[0].split()), len(t[1].split()))
        key = sum(n > e for e in edges)
        buckets.setdefault(key, []).append(t)
    names = ["short", "medium", "long"]
    return {names[k]: evaluate_sts(model, v)["spearman"] for k, v in sorted(buckets.items())
            if len(v) > 2}
