"""Adam with the inverse-square-root ("Noam") schedule."""
import torch


def build_optimizer(params, cfg):
    betas = tuple(cfg.get("betas", [0.9, 0.98]))
    return torch.optim.Adam(params, lr=1.0, betas=betas, eps=1e-9)


def noam_scheduler(optimizer, d_model, warmup_steps=4000, factor=1.0):
    def lr_lambda(step):
        step = max(step, 1)
        return factor * d_model ** -0.5 * min(step ** -0.5, step * warmup_steps ** -1.5)

    return torch.optim.lr_scheduler.LambdaLR(optimizer, lr_lambda)
