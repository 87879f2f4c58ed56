"""Return and advantage estimators over a single-environment rollout.

Convention used throughout tinyppo: ``dones[t] == 1`` means the transition
taken at step ``t`` ended the episode, i.e. ``obs[t + 1]`` in the buffer
belongs to a new episode and must not be bootstrapped from.
"""

import torch


def discounted_returns(rewards, dones, last_value, gamma):
    """Monte-Carlo returns, bootstrapped from ``last_value`` at the cut-off."""
    returns = torch.zeros_like(rewards)
    running = last_value
    for t in reversed(range(rewards.shape[0])):
        running = rewards[t] + gamma * running * (1.0 - dones[t])
        returns[t] = running
    return returns


def generalized_advantage_estimate(rewards, values, dones, last_value, gamma, lam):
    """GAE(lambda). Returns ``(advantages, returns)`` with ``returns = adv + values``."""
    T = rewards.shape[0]
    advantages = torch.zeros_like(rewards)
    gae = torch.zeros((), dtype=rewards.dtype)
    for t in reversed(range(T)):
        if t == T - 1:
            next_value = last_value
            next_nonterminal = 1.0 - dones[t]
        else:
            next_value = values[t + 1]
            next_nonterminal = 1.0 - dones[t + 1]
        delta = rewards[t] + gamma * next_value * next_nonterminal - values[t]
        gae = delta + gamma * lam * next_nonterminal * gae
        advantages[t] = gae
    return advantages, advantages + values


def normalize_advantages(advantages, eps=1e-8):
    if advantages.numel() < 2:
        return advantages
    return (advantages - advantages.mean()) / (advantages.std() + eps)
