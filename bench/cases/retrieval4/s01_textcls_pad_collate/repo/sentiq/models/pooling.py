import torch


def masked_mean_pool(x, mask):
    m = mask.unsqueeze(-1).to(x.dtype)
    return (x * m).sum(dim=1) / m.sum(dim=1).clamp(min=1.0)


def masked_max_pool(x, mask):
    fill = torch.finfo(x.dtype).min
    return x.masked_fill(~mask.unsqueeze(-1), fill).max(dim=1).values


def lengths_to_mask(lengths, max_len=None):
    max_len = max_len or int(lengths.max())
    ar = torch.arange(max_len, device=lengths.device)
    return ar.unsqueeze(0) < lengths.unsqueeze(1)
