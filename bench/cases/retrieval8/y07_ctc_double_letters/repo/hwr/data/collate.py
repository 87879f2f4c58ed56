"""Batch collation for variable-width line images."""
import torch


def pad_to_multiple(width, multiple):
    return ((width + multiple - 1) // multiple) * multiple


def pad_collate(batch, width_multiple=4, pad_value=0.0):
    """Right-pad images to a common width; concatenate CTC targets.

    Returns images (B, 1, H, W), widths (B,), targets (sum L,), target_lengths (B,), texts.
    """
    widths = torch.tensor([b["image"].shape[-1] for b in batch], dtype=torch.long)
    H = batch[0]["image"].shape[-2]
    W = pad_to_multiple(int(widths.max()), width_multiple)
    images = torch.full((len(batch), 1, H, W), pad_value)
    for i, b in enumerate(batch):
        images[i, :, :, : b["image"].shape[-1]] = b["image"]
    targets = torch.cat([b["labels"] for b in batch])
    target_lengths = torch.tensor([len(b["labels"]) for b in batch], dtype=torch.long)
    return {"images": images, "widths": widths, "targets": targets,
            "target_lengths": target_lengths, "texts": [b["text"] for b in batch]}


def padded_targets_collate(batch, width_multiple=4, pad_value=0.0):
    """Same as :func:`pad_collate` but targets as a (B, S) matrix padded with blank."""
    out = pad_collate(batch, width_multiple, pad_value)
    S = int(out["target_lengths"].max())
    mat = torch.zeros((len(batch), S), dtype=torch.long)
    for i, b in enumerate(batch):
        mat[i, : len(b["labels"])] = b["labels"]
    out["targets"] = mat
    return out
