"""Frame-level feature post-processing."""
import torch


def apply_cmvn(feats, eps=1e-5, variance=False):
    """Per-utterance cepstral mean (and optionally variance) normalisation.

    ``feats`` is (n_mels, frames); statistics are taken over time.
    """
    mean = feats.mean(dim=-1, keepdim=True)
    out = feats - mean
    if variance:
        std = feats.std(dim=-1, keepdim=True)
        out = out / (std + eps)
    return out


def add_deltas(feats):
    """Append first-order deltas along the feature axis."""
    padded = torch.nn.functional.pad(feats, (1, 1), mode="replicate")
    delta = (padded[:, 2:] - padded[:, :-2]) / 2.0
    return torch.cat([feats, delta], dim=0)
