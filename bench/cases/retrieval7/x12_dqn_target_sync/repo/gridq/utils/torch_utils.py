"""Small torch helpers shared by agents."""
import numpy as np
import torch


def to_tensor(x, dtype=torch.float32):
    if isinstance(x, torch.Tensor):
        return x.to(dtype)
    return torch.as_tensor(np.asarray(x), dtype=dtype)


@torch.no_grad()
def soft_update(target, source, tau):
    """Polyak averaging: target <- tau * source + (1 - tau) * target."""
    for t_param, s_param in zip(target.parameters(), source.parameters()):
        t_param.mul_(1.0 - tau).add_(s_param, alpha=tau)


@torch.no_grad()
def hard_update(target, source):
    """Copy all weights of ``source`` into ``target``."""
    source.load_state_dict(target.state_dict())


def grad_norm(module):
    total = 0.0
    for p in module.parameters():
        if p.grad is not None:
            total += float(p.grad.detach().pow(2).sum())
    return total ** 0.5
