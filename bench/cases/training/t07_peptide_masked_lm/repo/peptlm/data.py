"""Synthetic epitopes and the masking collator.

Peptides follow a simple binding motif: anchor residues at position 2 (L/M/I) and at the
C-terminus (V/L/I/F), hydrophobic bias elsewhere, lengths 8-11.
"""
import torch
from torch.utils.data import Dataset

from .vocab import AMINO_ACIDS, MASK, PAD, VOCAB_SIZE, encode

_P2 = "LMI"
_PC = "VLIF"
_BG = torch.tensor([2.0 if a in "AILMFVWY" else 1.0 for a in AMINO_ACIDS])


def sample_epitopes(n, min_len=8, max_len=11, seed=0):
    g = torch.Generator().manual_seed(seed)
    peptides = []
    for _ in range(n):
        length = int(torch.randint(min_len, max_len + 1, (1,), generator=g))
        idx = torch.multinomial(_BG, length, replacement=True, generator=g)
        seq = [AMINO_ACIDS[i] for i in idx]
        seq[1] = _P2[int(torch.randint(0, len(_P2), (1,), generator=g))]
        seq[-1] = _PC[int(torch.randint(0, len(_PC), (1,), generator=g))]
        peptides.append("".join(seq))
    return peptides


class PeptideDataset(Dataset):
    def __init__(self, peptides):
        self.items = [torch.tensor(encode(p)) for p in peptides]

    def __len__(self):
        return len(self.items)

    def __getitem__(self, i):
        return self.items[i]


class MaskingCollator:
    """Pads a batch and applies BERT masking (80% <mask>, 10% random, 10% unchanged)."""

    def __init__(self, mask_prob=0.15):
        self.mask_prob = mask_prob

    def __call__(self, batch):
        length = max(len(b) for b in batch)
        tokens = torch.full((len(batch), length), PAD, dtype=torch.long)
        for i, b in enumerate(batch):
            tokens[i, :len(b)] = b
        padding = tokens == PAD
        selected = (torch.rand(tokens.shape) < self.mask_prob) & ~padding
        inputs = tokens.clone()
        r = torch.rand(tokens.shape)
        inputs[selected & (r < 0.8)] = MASK
        random_tok = selected & (r >= 0.8) & (r < 0.9)
        inputs[random_tok] = torch.randint(2, VOCAB_SIZE, (int(random_tok.sum()),))
        return {"input_ids": inputs, "labels": tokens, "loss_mask": selected,
                "padding_mask": padding}
