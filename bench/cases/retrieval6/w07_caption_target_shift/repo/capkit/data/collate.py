"""Batch collation: pad captions and build teacher-forcing pairs."""
import torch


def pad_sequences(seqs, pad_id, max_len=None):
    max_len = max_len or max(len(s) for s in seqs)
    out = torch.full((len(seqs), max_len), pad_id, dtype=torch.long)
    lengths = torch.zeros(len(seqs), dtype=torch.long)
    for i, s in enumerate(seqs):
        s = s[:max_len]
        out[i, : len(s)] = torch.as_tensor(s, dtype=torch.long)
        lengths[i] = len(s)
    return out, lengths


def build_targets(captions, pad_id):
    """Next-token targets for teacher forcing.

    ``captions`` is ``(B, T)`` holding ``<bos> w1 .. wn <eos> <pad>..``.  The
    decoder is fed ``captions`` and at step ``t`` must predict token ``t + 1``;
    the last column has no successor and is filled with padding (ignored by
    the loss).
    """
    targets = torch.roll(captions, shifts=1, dims=1)
    targets[:, -1] = pad_id
    return targets


class CaptionCollator:
    def __init__(self, pad_id, max_len=None):
        self.pad_id = pad_id
        self.max_len = max_len

    def __call__(self, batch):
        images = torch.stack([b["image"] for b in batch])
        captions, lengths = pad_sequences([b["caption_ids"] for b in batch], self.pad_id,
                                          self.max_len)
        targets = build_targets(captions, self.pad_id)
        return {
            "images": images,
            "captions": captions,
            "targets": targets,
            "lengths": lengths,
            "references": [b["caption"] for b in batch],
            "indices": torch.tensor([b["index"] for b in batch]),
        }
