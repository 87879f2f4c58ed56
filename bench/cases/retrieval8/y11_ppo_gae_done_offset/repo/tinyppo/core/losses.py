"""PPO objective terms."""

import torch


def clipped_policy_loss(log_probs, old_log_probs, advantages, clip_range):
    ratio = torch.exp(log_probs - old_log_probs)
    unclipped = ratio * advantages
    clipped = torch.clamp(ratio, 1.0 - clip_range, 1.0 + clip_range) * advantages
    loss = -torch.min(unclipped, clipped).mean()
    with torch.no_grad():
        approx_kl = ((ratio - 1.0) - torch.log(ratio)).mean()
        clipfrac = ((ratio - 1.0).abs() > clip_range).float().mean()
    return loss, {"approx_kl": approx_kl.item(), "clipfrac": clipfrac.item()}


def value_loss(values, old_values, returns, clip_range=None):
    if clip_range is None:
        return 0.5 * ((values - returns) ** 2).mean()
    clipped = old_values + torch.clamp(values - old_values, -clip_range, clip_range)
    return 0.5 * torch.max((values - returns) ** 2, (clipped - returns) ** 2).mean()


def explained_variance(pred, target):
    var_y = torch.var(target)
    if var_y == 0:
        return float("nan")
    return float(1.0 - torch.var(target - pred) / var_y)
