import torch
import torch.nn.functional as F


def local_correlation(f1, f2, max_disp=3, normalize=True):
    """Cost volume of ``f1`` against ``f2`` shifted by every (dx, dy) in a window.

    With ``normalize`` the features are L2-normalised over channels first, so each
    entry is a cosine similarity.  Returns (B, (2d+1)^2, H, W) with channel
    ``(dy + d) * (2d + 1) + (dx + d)``.
    """
    b, c, h, w = f1.shape
    d = max_disp
    if normalize:
        f1, f2 = F.normalize(f1, dim=1), F.normalize(f2, dim=1)
    scale = 1.0 if normalize else 1.0 / c
    f2p = F.pad(f2, (d, d, d, d))
    vols = []
    for dy in range(-d, d + 1):
        for dx in range(-d, d + 1):
            shifted = f2p[:, :, d + dy:d + dy + h, d + dx:d + dx + w]
            vols.append((f1 * shifted).sum(dim=1, keepdim=True) * scale)
    return torch.cat(vols, dim=1)
