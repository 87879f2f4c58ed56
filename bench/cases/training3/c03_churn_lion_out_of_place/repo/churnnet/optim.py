"""Lion optimizer (Chen et al. 2023, "Symbolic Discovery of Optimization Algorithms") and helpers."""
import torch
from torch.optim import Optimizer


class Lion(Optimizer):
    r"""Lion: update = sign(beta1 * m + (1 - beta1) * g); m = beta2 * m + (1 - beta2) * g.

    Use a learning rate 3-10x smaller and a weight decay 3-10x larger than for AdamW.
    """

    def __init__(self, params, lr=1e-4, betas=(0.9, 0.99), weight_decay=0.0):
        if lr <= 0:
            raise ValueError(f"invalid lr {lr}")
        if not 0.0 <= betas[0] < 1.0 or not 0.0 <= betas[1] < 1.0:
            raise ValueError(f"invalid betas {betas}")
        super().__init__(params, dict(lr=lr, betas=betas, weight_decay=weight_decay))

    @torch.no_grad()
    def step(self, closure=None):
        loss = None
        if closure is not None:
            with torch.enable_grad():
                loss = closure()
        for group in self.param_groups:
            lr, wd = group["lr"], group["weight_decay"]
            beta1, beta2 = group["betas"]
            for p in group["params"]:
                if p.grad is None:
                    continue
                grad = p.grad
                state = self.state[p]
                if len(state) == 0:
                    state["exp_avg"] = torch.zeros_like(p, memory_format=torch.preserve_format)
                exp_avg = state["exp_avg"]
                # decoupled weight decay
                if wd != 0:
                    p.mul_(1 - lr * wd)
                # interpolate, take the sign, step
                update = exp_avg.mul(beta1).add(grad, alpha=1 - beta1).sign_()
                p.add(update, alpha=-lr)
                # momentum is tracked with beta2
                exp_avg.mul_(beta2).add_(grad, alpha=1 - beta2)
        return loss


def param_groups(model, weight_decay):
    decay, no_decay = [], []
    for name, p in model.named_parameters():
        if not p.requires_grad:
            continue
        (no_decay if p.ndim <= 1 or "embs" in name else decay).append(p)
    return [{"params": decay, "weight_decay": weight_decay}, {"params": no_decay, "weight_decay": 0.0}]


def build_optimizer(model, cfg):
    groups = param_groups(model, cfg["weight_decay"])
    if cfg["optimizer"] == "lion":
        return Lion(groups, lr=cfg["lr"], betas=cfg.get("betas", (0.9, 0.99)))
    if cfg["optimizer"] == "adamw":
        return torch.optim.AdamW(groups, lr=cfg["lr"])
    raise ValueError(cfg["optimizer"])
