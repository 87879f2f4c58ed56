import torch


def label_histogram(parts, labels, num_classes):
    """(num_clients, num_classes) count matrix."""
    hist = torch.zeros(len(parts), num_classes, dtype=torch.long)
    for c, idx in enumerate(parts):
        if idx:
            hist[c] = torch.bincount(labels[torch.tensor(idx)], minlength=num_classes)
    return hist


def summarize_partition(parts, labels, num_classes):
    hist = label_histogram(parts, labels, num_classes)
    sizes = hist.sum(1)
    classes_per_client = (hist > 0).sum(1).float()
    return {"clients": len(parts), "min_size": int(sizes.min()), "max_size": int(sizes.max()),
            "mean_classes_per_client": float(classes_per_client.mean())}
