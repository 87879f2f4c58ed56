import random

import torch

from ..metrics import hit_rate_at_k, mrr_at_k, ndcg_at_k, ndcg_from_rank, recall_at_k


class FullRankingEvaluator:
    def __init__(self, train_pos, test_pos, n_items, ks=(10, 20), batch_users=1024):
        self.train_pos = train_pos
        self.test_pos = test_pos
        self.users = sorted(test_pos)
        self.n_items = n_items
        self.ks = ks
        self.batch_users = batch_users

    @torch.no_grad()
    def evaluate(self, model, device="cpu"):
        model.eval()
        sums = {f"{m}@{k}": 0.0 for k in self.ks for m in ("recall", "ndcg", "hr", "mrr")}
        for s in range(0, len(self.users), self.batch_users):
            users = self.users[s:s + self.batch_users]
            scores = model.score_all(torch.tensor(users, device=device)).cpu()
            rel = torch.zeros(len(users), self.n_items)
            for r, u in enumerate(users):
                seen = list(self.train_pos.get(u, ()))
                if seen:
                    scores[r, seen] = -float("inf")
                rel[r, list(self.test_pos[u])] = 1.0
            for k in self.ks:
                sums[f"recall@{k}"] += recall_at_k(scores, rel, k).sum().item()
                sums[f"ndcg@{k}"] += ndcg_at_k(scores, rel, k).sum().item()
                sums[f"hr@{k}"] += hit_rate_at_k(scores, rel, k).sum().item()
                sums[f"mrr@{k}"] += mrr_at_k(scores, rel, k).sum().item()
        n = max(len(self.users), 1)
        return {k: v / n for k, v in sums.items()}


class LeaveOneOutEvaluator:
    def __init__(self, train_pos, test_pos, n_items, ks=(10, 20), n_negatives=99, seed=0):
        self.train_pos = train_pos
        self.test_pos = test_pos
        self.n_items = n_items
        self.ks = ks
        rng = random.Random(seed)
        self.candidates = {}
        for u, items in test_pos.items():
            target = next(iter(items))
            seen = train_pos.get(u, set()) | items
            negs = set()
            while len(negs) < n_negatives:
                j = rng.randrange(n_items)
                if j not in seen:
                    negs.add(j)
            self.candidates[u] = [target] + sorted(negs)

    @torch.no_grad()
    def evaluate(self, model, device="cpu"):
        model.eval()
        sums = {f"{m}@{k}": 0.0 for k in self.ks for m in ("ndcg", "hr")}
        for u, cands in self.candidates.items():
            items = torch.tensor(cands, device=device)
            s = model.score(torch.full_like(items, u), items)
            rank = int((s > s[0]).sum())
            for k in self.ks:
                sums[f"hr@{k}"] += float(rank < k)
                sums[f"ndcg@{k}"] += ndcg_from_rank(rank, k)
        n = max(len(self.candidates), 1)
        return {k: v / n for k, v in sums.items()}


def build_evaluator(cfg, train_pos, test_pos, n_items):
    e = cfg["eval"]
    if e["protocol"] == "loo":
        return LeaveOneOutEvaluator(train_pos, test_pos, n_items, e["ks"], e.get("n_negatives", 99), cfg["seed"])
    return FullRankingEvaluator(train_pos, test_pos, n_items, e["ks"], e["batch_users"])
