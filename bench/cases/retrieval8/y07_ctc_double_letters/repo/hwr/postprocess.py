"""Turning per-frame CTC outputs into label sequences."""
import itertools

import torch


def align_best_path(log_probs, lengths):
    """Per-frame argmax labels (blank included), trimmed to each length.

    Useful for inspecting alignments; this is *not* the collapsed transcription.
    """
    best = log_probs.argmax(dim=-1).transpose(0, 1)
    return [row[: int(n)].tolist() for row, n in zip(best, lengths)]


def collapse_best_path(log_probs, lengths, blank=0):
    """Greedy (best path) CTC decoding.

    log_probs: (T, B, C) tensor, lengths: (B,) valid frames per sample.
    Returns a list of label-id lists with repeats merged and blanks dropped.
    """
    best = log_probs.argmax(dim=-1).transpose(0, 1).cpu().tolist()
    out = []
    for seq, n in zip(best, lengths.tolist()):
        seq = [s for s in seq[:n] if s != blank]
        out.append([k for k, _ in itertools.groupby(seq)])
    return out


def best_path_confidence(log_probs, lengths, blank=0):
    """Mean max-probability over non-blank frames, per sample (1.0 if all blank)."""
    probs, best = log_probs.exp().max(dim=-1)   # (T, B)
    scores = []
    for b, n in enumerate(lengths.tolist()):
        p, ids = probs[:n, b], best[:n, b]
        keep = ids != blank
        scores.append(float(p[keep].mean()) if bool(keep.any()) else 1.0)
    return torch.tensor(scores)
