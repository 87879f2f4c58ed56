import torch


def label_masks(labels):
    """Positive mask (same label, excluding the diagonal) and negative mask (different label)."""
    same = labels[:, None] == labels[None, :]
    eye = torch.eye(labels.shape[0], dtype=torch.bool, device=labels.device)
    return same & ~eye, ~same
