import math

import torch


def warmup_cosine(optimizer, warmup_epochs, total_epochs, min_factor=0.01):
    def f(epoch):
        if epoch < warmup_epochs:
            return (epoch + 1) / max(1, warmup_epochs)
        t = (epoch - warmup_epochs) / max(1, total_epochs - warmup_epochs)
        return min_factor + (1 - min_factor) * 0.5 * (1 + math.cos(math.pi * min(t, 1.0)))
    return torch.optim.lr_scheduler.LambdaLR(optimizer, f)


def one_cycle(optimizer, max_lr, steps):
    return torch.optim.lr_scheduler.OneCycleLR(optimizer, max_lr=max_lr, total_steps=steps)


def lr_range_test(model, loader, loss_fn, start=1e-6, end=1.0, steps=50):
    """Exponentially increase the lr for `steps` batches; returns [(lr, loss)]."""
    opt = torch.optim.SGD(model.parameters(), lr=start)
    gamma = (end / start) ** (1 / steps)
    out, it = [], iter(loader)
    for _ in range(steps):
        try:
            xb, yb = next(it)
        except StopIteration:
            it = iter(loader)
            xb, yb = next(it)
        loss = loss_fn(model(xb), yb)
        opt.zero_grad()
        loss.backward()
        opt.step()
        out.append((opt.param_groups[0]["lr"], loss.item()))
        for g in opt.param_groups:
            g["lr"] *= gamma
    return out
