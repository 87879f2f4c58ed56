"""Router regularisers for sparse MoE layers."""

import torch
import torch.nn.functional as F


def switch_load_balancing_loss(router_probs, expert_indices, num_experts):
    """Switch-Transformer auxiliary loss ``E * sum_i f_i * P_i``.

    ``f_i`` is the fraction of routing assignments sent to expert ``i`` (a hard
    count, not differentiable) and ``P_i`` is the mean router probability of
    expert ``i``. The loss is 1.0 for perfectly uniform routing.
    """
    top_k = expert_indices.shape[-1]
    with torch.no_grad():
        assignment = F.one_hot(expert_indices, num_experts).sum(dim=1).float()  # [N, E]
        tokens_per_expert = assignment.mean(dim=0) / top_k
        prob_per_expert = router_probs.mean(dim=0)
    return num_experts * torch.sum(tokens_per_expert * prob_per_expert)


def importance_cv_loss(gates, expert_indices, num_experts, eps=1e-10):
    """Squared coefficient of variation of per-expert importance (Shazeer et al.)."""
    importance = torch.zeros(num_experts, device=gates.device, dtype=gates.dtype)
    importance = importance.scatter_add(0, expert_indices.reshape(-1), gates.reshape(-1))
    if num_experts == 1:
        return importance.new_zeros(())
    return importance.var() / (importance.mean() ** 2 + eps)


def router_z_loss(router_logits):
    """ST-MoE z-loss: penalises large router logits for numerical stability."""
    z = torch.logsumexp(router_logits, dim=-1)
    return torch.mean(z ** 2)
