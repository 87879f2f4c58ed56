"""Mine hard negatives: for each anchor, the most similar non-matching positive in the corpus."""
import torch


@torch.no_grad()
def mine(model, pairs, batch_size=64, skip_top=0):
    a = model.encode([p[0] for p in pairs], batch_size)
    b = model.encode([p[1] for p in pairs], batch_size)
    sims = a @ b.T
    sims.fill_diagonal_(float("-inf"))
    order = sims.argsort(dim=1, descending=True)
    picks = order[:, skip_top]
    return [(p[0], p[1], pairs[j][1]) for p, j in zip(pairs, picks.tolist())]


def filter_false_negatives(triples, model, threshold=0.9):
    """Drop mined negatives that are almost identical to the positive (likely paraphrases)."""
    if not triples:
        return triples
    pos = model.encode([t[1] for t in triples])
    neg = model.encode([t[2] for t in triples])
    keep = torch.nn.functional.cosine_similarity(pos, neg) < threshold
    return [t for t, k in zip(triples, keep.tolist()) if k]
