"""Equal error rate and minimum detection cost."""
import torch


def _error_rates(scores, labels):
    """FRR/FAR for thresholds at every sorted score (ascending)."""
    scores = torch.as_tensor(scores, dtype=torch.float64)
    labels = torch.as_tensor(labels, dtype=torch.float64)
    order = torch.argsort(scores)
    labels = labels[order]
    n_tar = labels.sum()
    n_non = labels.numel() - n_tar
    # rejecting everything up to and including position i
    frr = torch.cumsum(labels, 0) / n_tar
    far = 1.0 - torch.cumsum(1.0 - labels, 0) / n_non
    frr = torch.cat([frr.new_zeros(1), frr])
    far = torch.cat([far.new_ones(1), far])
    return frr, far


def compute_eer(scores, labels):
    frr, far = _error_rates(scores, labels)
    idx = torch.argmin((frr - far).abs())
    return float((frr[idx] + far[idx]) / 2)


def compute_min_dcf(scores, labels, p_target=0.01, c_miss=1.0, c_fa=1.0):
    frr, far = _error_rates(scores, labels)
    dcf = c_miss * frr * p_target + c_fa * far * (1 - p_target)
    c_def = min(c_miss * p_target, c_fa * (1 - p_target))
    return float(dcf.min() / c_def)
