"""Trial scoring back-ends."""
import torch
import torch.nn.functional as F


def mean_normalize(embeddings, mean=None):
    """Subtract a global mean embedding (estimated on the eval set if None)."""
    if mean is None:
        mean = embeddings.mean(dim=0, keepdim=True)
    return embeddings - mean


def cosine_score(enroll, test):
    """Row-wise cosine similarity of two (n, d) embedding matrices."""
    enroll = F.normalize(enroll, dim=1)
    test = F.normalize(test, dim=1)
    return (enroll * test).sum(dim=1)


def cosine_score_matrix(enroll, test):
    """All-pairs cosine similarity: (n, d) x (m, d) -> (n, m)."""
    return F.normalize(enroll, dim=1) @ F.normalize(test, dim=1).T


def score_trials(embeddings, trials, mean_norm=True):
    """Score a list of (enroll_idx, test_idx, label) trials.

    Returns (scores, labels) as 1-D tensors.
    """
    if mean_norm:
        embeddings = mean_normalize(embeddings)
    idx_a = torch.tensor([t[0] for t in trials], dtype=torch.long)
    idx_b = torch.tensor([t[1] for t in trials], dtype=torch.long)
    labels = torch.tensor([t[2] for t in trials], dtype=torch.long)
    scores = cosine_score(embeddings[idx_a], embeddings[idx_b])
    return scores, labels
