import numpy as np


def accuracy(probs, y, threshold=0.5):
    probs, y = np.asarray(probs), np.asarray(y)
    return float(((probs >= threshold) == (y > 0.5)).mean())


def roc_auc(scores, y):
    """Rank-based (Mann-Whitney) AUC, ties get average rank."""
    scores, y = np.asarray(scores, dtype=np.float64), np.asarray(y) > 0.5
    n_pos, n_neg = int(y.sum()), int((~y).sum())
    if n_pos == 0 or n_neg == 0:
        return float("nan")
    order = np.argsort(scores, kind="mergesort")
    ranks = np.empty(len(scores))
    sorted_scores = scores[order]
    i = 0
    while i < len(scores):
        j = i
        while j + 1 < len(scores) and sorted_scores[j + 1] == sorted_scores[i]:
            j += 1
        ranks[order[i:j + 1]] = (i + j) / 2.0 + 1
        i = j + 1
    return float((ranks[y].sum() - n_pos * (n_pos + 1) / 2) / (n_pos * n_neg))
