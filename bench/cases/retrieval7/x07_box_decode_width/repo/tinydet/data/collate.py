import torch


def detection_collate(batch):
    """Stack images; keep per-image targets as a list (variable #boxes)."""
    images = torch.stack([b[0] for b in batch], dim=0)
    targets = [b[1] for b in batch]
    return images, targets
