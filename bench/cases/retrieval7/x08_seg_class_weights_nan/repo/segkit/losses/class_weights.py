"""Per-class loss weights estimated from label pixel statistics."""
import torch


def count_pixels(dataset, num_classes, max_samples=None, ignore_index=255):
    """Histogram of label values over (a prefix of) the dataset."""
    n = len(dataset) if max_samples is None else min(max_samples, len(dataset))
    counts = torch.zeros(num_classes, dtype=torch.float64)
    for i in range(n):
        _, mask = dataset[i]
        mask = mask[mask != ignore_index]
        counts += torch.bincount(mask.flatten(), minlength=num_classes)[:num_classes].double()
    return counts


def _normalize(w):
    """Rescale so the weights average to 1 (keeps the loss scale comparable)."""
    return w / w.sum() * w.numel()


def inverse_frequency_weights(counts):
    freq = counts / counts.sum()
    w = 1.0 / freq
    return _normalize(w)


def median_frequency_weights(counts, eps=1e-12):
    """Eigen & Fergus median-frequency balancing; absent classes get weight 0."""
    freq = counts / counts.sum()
    present = counts > 0
    median = freq[present].median()
    w = torch.where(present, median / freq.clamp(min=eps), torch.zeros_like(freq))
    return _normalize(w)


def enet_weights(counts, c=1.02):
    """ENet weighting 1 / ln(c + p): bounded above by 1 / ln(c)."""
    freq = counts / counts.sum()
    return 1.0 / torch.log(c + freq)


def compute_class_weights(method, dataset, num_classes, max_samples=None, ignore_index=255):
    if method in (None, "none"):
        return None
    counts = count_pixels(dataset, num_classes, max_samples, ignore_index)
    fns = {"inverse": inverse_frequency_weights, "median": median_frequency_weights,
           "enet": enet_weights}
    if method not in fns:
        raise ValueError(f"unknown class_weighting {method!r}")
    return fns[method](counts).float()
