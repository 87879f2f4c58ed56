"""Per-class loss weights for imbalanced label distributions.

All schemes return a float64 array of length ``num_classes`` rescaled so the
weights sum to ``num_classes`` (a uniform distribution gives all ones).
"""

import numpy as np


def _class_counts(labels, num_classes):
    return np.bincount(np.asarray(labels), minlength=num_classes).astype(np.float64)


def _rescale(weights):
    return weights / weights.sum() * len(weights)


def inverse_frequency_weights(labels, num_classes):
    """w_c = N / (K * n_c)  (sklearn's 'balanced' heuristic)."""
    counts = _class_counts(labels, num_classes)
    weights = counts.sum() / (num_classes * counts)
    return _rescale(weights)


def inverse_sqrt_frequency_weights(labels, num_classes):
    """w_c = 1 / sqrt(n_c), a softer re-weighting for very skewed data."""
    counts = np.maximum(_class_counts(labels, num_classes), 1.0)
    return _rescale(1.0 / np.sqrt(counts))


def effective_number_weights(labels, num_classes, beta=0.999):
    """Class-balanced weights from the effective number of samples (Cui et al., 2019)."""
    counts = np.maximum(_class_counts(labels, num_classes), 1.0)
    effective = (1.0 - np.power(beta, counts)) / (1.0 - beta)
    return _rescale(1.0 / effective)
