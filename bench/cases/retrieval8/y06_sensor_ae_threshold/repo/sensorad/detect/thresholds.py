"""Pick a decision threshold from reconstruction errors of held-out *normal* windows."""
import numpy as np


def percentile_threshold(errors, q=0.99):
    """Threshold at the q-quantile of the errors; q is a fraction in (0, 1)."""
    errors = np.asarray(errors, dtype=np.float64)
    return float(np.percentile(errors, q))


def mean_std_threshold(errors, k=3.0):
    errors = np.asarray(errors, dtype=np.float64)
    return float(errors.mean() + k * errors.std())


def max_threshold(errors, margin=1.0):
    return float(np.max(errors) * margin)


def best_f1_threshold(errors, labels, num=200):
    """Oracle threshold that maximises F1 on labelled data (for reporting an upper bound only)."""
    from sensorad.detect.metrics import precision_recall_f1

    errors = np.asarray(errors, dtype=np.float64)
    best_t, best_f1 = float(errors.max()), -1.0
    for t in np.quantile(errors, np.linspace(0.5, 1.0, num)):
        f1 = precision_recall_f1(errors > t, labels)["f1"]
        if f1 > best_f1:
            best_t, best_f1 = float(t), f1
    return best_t


def build_threshold(tcfg, val_errors):
    method = tcfg.get("method", "percentile")
    if method == "percentile":
        q = float(tcfg.get("q", 0.99))
        if not 0.0 < q < 1.0:
            raise ValueError(f"threshold.q must be a fraction in (0, 1), got {q}")
        return percentile_threshold(val_errors, q)
    if method == "mean_std":
        return mean_std_threshold(val_errors, tcfg.get("k", 3.0))
    if method == "max":
        return max_threshold(val_errors, tcfg.get("margin", 1.0))
    raise KeyError(f"unknown threshold method {method!r}")
