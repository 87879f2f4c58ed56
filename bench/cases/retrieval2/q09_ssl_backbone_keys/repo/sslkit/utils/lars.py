import torch
from torch.optim import Optimizer


class LARS(Optimizer):
    """Layer-wise adaptive rate scaling (You et al. 2017) on top of SGD with momentum.

    Biases and BatchNorm parameters (ndim == 1) are excluded from adaptation and weight decay.
    """

    def __init__(self, params, lr, momentum=0.9, weight_decay=1e-6, trust_coefficient=0.001, eps=1e-8):
        defaults = dict(lr=lr, momentum=momentum, weight_decay=weight_decay, trust_coefficient=trust_coefficient,
                        eps=eps)
        super().__init__(params, defaults)

    @torch.no_grad()
    def step(self, closure=None):
        loss = closure() if closure is not None else None
        for group in self.param_groups:
            for p in group["params"]:
                if p.grad is None:
                    continue
                grad = p.grad
                if p.ndim > 1:
                    grad = grad.add(p, alpha=group["weight_decay"])
                    p_norm, g_norm = p.norm(), grad.norm()
                    trust = torch.where((p_norm > 0) & (g_norm > 0),
                                        group["trust_coefficient"] * p_norm / (g_norm + group["eps"]),
                                        torch.ones_like(p_norm))
                    grad = grad.mul(trust)
                state = self.state[p]
                if "momentum_buffer" not in state:
                    state["momentum_buffer"] = torch.clone(grad).detach()
                else:
                    state["momentum_buffer"].mul_(group["momentum"]).add_(grad)
                p.add_(state["momentum_buffer"], alpha=-group["lr"])
        return loss
