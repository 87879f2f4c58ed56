"""Cosine scoring with optional adaptive symmetric score normalisation (AS-norm)."""
import torch

from ..metrics import compute_eer, compute_min_dcf


class CosineScorer:
    def __init__(self, cohort=None, top_k=100):
        self.cohort = cohort  # (N, D) normalised cohort embeddings or None
        self.top_k = top_k

    def raw(self, a, b):
        return float(torch.dot(a, b))

    def _stats(self, e):
        sims = self.cohort @ e
        k = min(self.top_k, sims.numel())
        top = torch.topk(sims, k).values
        return top.mean(), top.std().clamp(min=1e-6)

    def score(self, a, b):
        s = self.raw(a, b)
        if self.cohort is None:
            return s
        ma, sa = self._stats(a)
        mb, sb = self._stats(b)
        return float(0.5 * ((s - ma) / sa + (s - mb) / sb))


def select_cohort(embeddings, size, seed=0):
    """Random subset of (N, D) embeddings used as the s-norm cohort."""
    gen = torch.Generator().manual_seed(int(seed))
    idx = torch.randperm(embeddings.shape[0], generator=gen)[:size]
    return embeddings[idx]


def evaluate_trials(embeddings, trials, scorer):
    scores, labels = [], []
    for label, a, b in trials:
        scores.append(scorer.score(embeddings[a], embeddings[b]))
        labels.append(label)
    return {"eer": compute_eer(scores, labels), "min_dcf": compute_min_dcf(scores, labels),
            "n_trials": len(trials)}
