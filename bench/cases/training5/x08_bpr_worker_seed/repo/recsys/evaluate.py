import math

import torch


@torch.no_grad()
def recall_ndcg_at_k(model, train_items, test_items, k=20, batch=1024):
    model.eval()
    n_users = len(test_items)
    recall, ndcg = 0.0, 0.0
    for start in range(0, n_users, batch):
        users = torch.arange(start, min(start + batch, n_users))
        scores = model.all_scores(users)
        for row, u in enumerate(users.tolist()):
            scores[row, train_items[u]] = -float("inf")
        top = scores.topk(k, dim=1).indices.tolist()
        for row, u in enumerate(users.tolist()):
            truth = set(test_items[u])
            hits = [1.0 if it in truth else 0.0 for it in top[row]]
            recall += sum(hits) / len(truth)
            dcg = sum(h / math.log2(r + 2) for r, h in enumerate(hits))
            idcg = sum(1 / math.log2(r + 2) for r in range(min(len(truth), k)))
            ndcg += dcg / idcg
    return {"recall": recall / n_users, "ndcg": ndcg / n_users}
