import torch

from seqrec.eval.rank_metrics import hit_rate_at_k, mrr, ndcg_at_k, rank_of_target


class Evaluator:
    """Sampled-candidate evaluation: each row of `candidates` is [target, negatives...]."""

    def __init__(self, ks=(1, 5, 10)):
        self.ks = tuple(int(k) for k in ks)

    @torch.no_grad()
    def collect_ranks(self, model, loader):
        was_training = model.training
        model.eval()
        ranks = []
        for batch in loader:
            scores = model.score(batch["history"], batch["lengths"], batch["candidates"])
            ranks.append(rank_of_target(scores, target_col=0))
        model.train(was_training)
        return torch.cat(ranks)

    def evaluate(self, model, loader):
        ranks = self.collect_ranks(model, loader)
        out = {}
        for k in self.ks:
            out[f"HR@{k}"] = hit_rate_at_k(ranks, k)
            out[f"NDCG@{k}"] = ndcg_at_k(ranks, k)
        out["MRR"] = mrr(ranks)
        return out
