import torch


def clipped_policy_loss(new_logprob, old_logprob, advantages, clip=0.2):
    log_ratio = old_logprob - new_logprob
    ratio = torch.exp(log_ratio)
    surr1 = ratio * advantages
    surr2 = ratio.clamp(1 - clip, 1 + clip) * advantages
    approx_kl = ((ratio - 1) - log_ratio).mean()
    clipfrac = ((ratio - 1).abs() > clip).float().mean()
    return -torch.min(surr1, surr2).mean(), approx_kl, clipfrac


def value_loss(new_values, old_values, returns, clip=0.2, clip_value=True):
    if not clip_value:
        return 0.5 * ((new_values - returns) ** 2).mean()
    clipped = old_values + (new_values - old_values).clamp(-clip, clip)
    return 0.5 * torch.max((new_values - returns) ** 2, (clipped - returns) ** 2).mean()


def entropy_bonus(entropy):
    return entropy.mean()
