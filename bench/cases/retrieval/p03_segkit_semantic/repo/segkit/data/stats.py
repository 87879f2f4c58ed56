"""Dataset statistics used to pick normalisation constants and class weights."""
import torch


def channel_mean_std(dataset, limit=256):
    s = torch.zeros(3)
    sq = torch.zeros(3)
    n = 0
    for i in range(min(limit, len(dataset))):
        img, _ = dataset[i]
        s += img.sum((1, 2))
        sq += (img ** 2).sum((1, 2))
        n += img.shape[1] * img.shape[2]
    mean = s / n
    std = (sq / n - mean ** 2).clamp(min=1e-12).sqrt()
    return mean, std


def label_histogram(dataset, num_classes, ignore_index=255, limit=256):
    hist = torch.zeros(num_classes, dtype=torch.long)
    ignored = 0
    for i in range(min(limit, len(dataset))):
        _, mask = dataset[i]
        valid = mask != ignore_index
        ignored += int((~valid).sum())
        hist += torch.bincount(mask[valid], minlength=num_classes)
    return hist, ignored


def images_per_class(dataset, num_classes, ignore_index=255, limit=256):
    """How many images contain each class at least once."""
    counts = torch.zeros(num_classes, dtype=torch.long)
    for i in range(min(limit, len(dataset))):
        _, mask = dataset[i]
        present = mask[mask != ignore_index].unique()
        counts[present] += 1
    return counts
