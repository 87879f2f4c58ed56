import math

import torch


def random_rotate(batch, generator=None):
    """Rotate a whole batch (obs, fut, neighbours) about the origin by a random angle per sample."""
    b = batch["obs"].shape[0]
    theta = torch.rand(b, generator=generator) * 2 * math.pi
    c, s = torch.cos(theta), torch.sin(theta)
    rot = torch.stack([torch.stack([c, -s], -1), torch.stack([s, c], -1)], -2)
    out = dict(batch)
    for key in ("obs", "fut"):
        out[key] = torch.einsum("bij,btj->bti", rot, batch[key])
    out["neighbors"] = torch.einsum("bij,bntj->bnti", rot, batch["neighbors"])
    return out
