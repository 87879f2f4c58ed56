"""Produce top-k recommendation lists for users, excluding items they already interacted with."""
import torch


@torch.no_grad()
def recommend(model, users, num_items, seen=None, k=10, batch_items=4096):
    if hasattr(model, "eval"):
        model.eval()
    out = {}
    all_items = torch.arange(num_items)
    for u in users:
        scores = []
        for s in range(0, num_items, batch_items):
            it = all_items[s:s + batch_items]
            scores.append(model(torch.full_like(it, u), it))
        scores = torch.cat(scores)
        if seen and u in seen:
            scores[list(seen[u])] = float("-inf")
        out[u] = scores.topk(k).indices.tolist()
    return out


def explain(model, user, item, train, top=3):
    """For MF-like models: the user's training items most similar to `item` (embedding cosine)."""
    if not hasattr(model, "item"):
        return []
    emb = torch.nn.functional.normalize(model.item.weight, dim=-1)
    hist = train.get(user, [])
    if not hist:
        return []
    sims = emb[hist] @ emb[item]
    order = sims.argsort(descending=True)[:top].tolist()
    return [(hist[i], float(sims[i])) for i in order]
