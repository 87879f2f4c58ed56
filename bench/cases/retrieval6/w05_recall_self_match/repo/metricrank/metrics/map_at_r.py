import torch


def mean_average_precision_at_r(neighbor_labels, labels, r_per_query):
    """MAP@R (Musgrave et al. 2020). ``r_per_query``: number of other items sharing the query's label."""
    total, n = 0.0, 0
    for row, lab, r in zip(neighbor_labels, labels, r_per_query.tolist()):
        if r <= 0:
            continue
        hits = (row[:r] == lab).float()
        prec = hits.cumsum(0) / torch.arange(1, r + 1)
        total += float((prec * hits).sum() / r)
        n += 1
    return total / max(n, 1)
