import torch
import torch.nn.functional as F


def nt_xent(z1, z2, temperature=0.2):
    """SimCLR loss over 2N views; the positive of view i is view (i + N) mod 2N."""
    z = F.normalize(torch.cat([z1, z2]), dim=1)
    n = z1.shape[0]
    sim = z @ z.t() / temperature
    sim.fill_diagonal_(float("-inf"))
    targets = torch.cat([torch.arange(n, 2 * n), torch.arange(0, n)]).to(z.device)
    return F.cross_entropy(sim, targets)
