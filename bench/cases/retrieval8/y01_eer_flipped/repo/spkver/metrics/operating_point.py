"""Detection-error-tradeoff operating points for verification scores.

Convention everywhere: higher score = more likely the same speaker; a trial
is accepted when ``score >= threshold``.
"""
import numpy as np


def _as_arrays(scores, labels):
    scores = np.asarray(scores, dtype=np.float64).ravel()
    labels = np.asarray(labels, dtype=np.int64).ravel()
    if scores.shape != labels.shape:
        raise ValueError("scores and labels must have the same length")
    if labels.min() == labels.max():
        raise ValueError("need both target and non-target trials")
    return scores, labels


def far_frr_at_threshold(scores, labels, threshold):
    """False-accept and false-reject rates at a fixed threshold."""
    scores, labels = _as_arrays(scores, labels)
    accept = scores >= threshold
    far = np.mean(accept[labels == 0])
    frr = np.mean(~accept[labels == 1])
    return float(far), float(frr)


def compute_eer(scores, labels):
    """Equal error rate and the threshold where it is reached.

    Sweeps the threshold over the sorted scores, accepting the top-k trials at
    step k, and returns the point where miss and false-alarm rates cross.
    """
    scores, labels = _as_arrays(scores, labels)
    order = np.argsort(scores, kind="mergesort")
    sorted_scores = scores[order]
    sorted_labels = labels[order]
    n_tar = sorted_labels.sum()
    n_non = len(sorted_labels) - n_tar
    tp = np.cumsum(sorted_labels)
    fp = np.cumsum(1 - sorted_labels)
    fnr = 1.0 - tp / n_tar
    fpr = fp / n_non
    idx = int(np.argmin(np.abs(fnr - fpr)))
    eer = 0.5 * (fnr[idx] + fpr[idx])
    return float(eer), float(sorted_scores[idx])


def compute_min_dcf(scores, labels, p_target=0.05, c_miss=1.0, c_fa=1.0):
    """Normalised minimum detection cost (NIST SRE style)."""
    scores, labels = _as_arrays(scores, labels)
    order = np.argsort(-scores, kind="mergesort")
    sorted_labels = labels[order]
    n_tar = sorted_labels.sum()
    n_non = len(sorted_labels) - n_tar
    tp = np.concatenate([[0], np.cumsum(sorted_labels)])
    fp = np.concatenate([[0], np.cumsum(1 - sorted_labels)])
    p_miss = 1.0 - tp / n_tar
    p_fa = fp / n_non
    dcf = c_miss * p_miss * p_target + c_fa * p_fa * (1.0 - p_target)
    c_def = min(c_miss * p_target, c_fa * (1.0 - p_target))
    return float(dcf.min() / c_def)
