"""Two ways to batch variable-length token sequences."""
import torch


def padded_collate(batch, pad_id=0):
    """Right-pad to the longest doc; returns (ids, mask, targets)."""
    lengths = [len(ids) for ids, _ in batch]
    out = torch.full((len(batch), max(lengths)), pad_id, dtype=torch.long)
    mask = torch.zeros(len(batch), max(lengths), dtype=torch.bool)
    for i, (ids, _) in enumerate(batch):
        out[i, : len(ids)] = ids
        mask[i, : len(ids)] = True
    targets = torch.stack([t for _, t in batch])
    return {"ids": out, "mask": mask, "targets": targets}


def offsets_collate(batch):
    """Concatenate docs into one flat tensor plus start offsets (EmbeddingBag)."""
    lengths = torch.tensor([len(ids) for ids, _ in batch], dtype=torch.long)
    flat = torch.cat([ids for ids, _ in batch])
    offsets = torch.zeros(len(batch), dtype=torch.long)
    offsets[1:] = torch.cumsum(lengths, dim=0)[:-1]
    targets = torch.stack([t for _, t in batch])
    return {"ids": flat, "offsets": offsets, "targets": targets}
