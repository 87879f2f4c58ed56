"""Tag long recordings by running the model on overlapping windows."""
from __future__ import annotations

import torch


@torch.no_grad()
def tag_long_audio(model, wav: torch.Tensor, sample_rate: int, window_s: float = 10.0, hop_s: float = 5.0,
                   reduce: str = "max") -> torch.Tensor:
    """Return (n_windows, K) probabilities and aggregate to (K,) with `reduce`."""
    model.eval()
    win, hop = int(window_s * sample_rate), int(hop_s * sample_rate)
    if wav.numel() <= win:
        probs = torch.sigmoid(model(wav[None]))
        return probs[0]
    starts = list(range(0, wav.numel() - win + 1, hop))
    if starts[-1] + win < wav.numel():
        starts.append(wav.numel() - win)
    chunks = torch.stack([wav[s : s + win] for s in starts])
    probs = torch.cat([torch.sigmoid(model(c)) for c in chunks.split(8)])
    if reduce == "max":
        return probs.amax(dim=0)
    if reduce == "mean":
        return probs.mean(dim=0)
    raise ValueError(reduce)


def format_tags(probs: torch.Tensor, labels: list[str], threshold: float = 0.5, top_k: int = 5) -> str:
    order = torch.argsort(probs, descending=True)[:top_k].tolist()
    parts = [f"{labels[i]}={probs[i]:.2f}" for i in order if probs[i] >= threshold]
    return ", ".join(parts) if parts else "(none)"
