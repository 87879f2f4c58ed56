import torch


def pad_collate(batch):
    """Right-pad waveforms to the longest clip in the batch."""
    wavs, targets = zip(*batch)
    longest = max(w.numel() for w in wavs)
    out = torch.zeros(len(wavs), longest)
    lengths = torch.empty(len(wavs), dtype=torch.long)
    for i, w in enumerate(wavs):
        out[i, : w.numel()] = w
        lengths[i] = w.numel()
    return out, torch.stack(targets), lengths
