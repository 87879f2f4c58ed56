import torch


def nt_xent(z1, z2, tau):
    """Normalised-temperature cross entropy over 2N views (SimCLR).

    z1, z2: (N, d) L2-normalised projections of the two views.
    """
    z = torch.cat([z1, z2], 0)
    n = z1.shape[0]
    sim = torch.exp(z @ z.t() / tau)
    not_self = 1.0 - torch.eye(2 * n, device=z.device)
    denom = (sim * not_self).sum(1)
    idx = torch.arange(2 * n, device=z.device)
    pos = sim[idx, (idx + n) % (2 * n)]
    return -torch.log(pos / denom).mean()
