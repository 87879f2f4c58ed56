"""Evaluation metrics, including expert utilisation statistics."""

import torch


def accuracy(logits, targets):
    return (logits.argmax(dim=-1) == targets).float().mean().item()


def expert_load(expert_indices, num_experts):
    """Fraction of routing assignments received by each expert."""
    counts = torch.bincount(expert_indices.reshape(-1), minlength=num_experts).float()
    return counts / counts.sum().clamp_min(1.0)


def load_entropy(load):
    """Normalised entropy of an expert-load vector (1.0 == perfectly balanced)."""
    p = load.clamp_min(1e-12)
    ent = -(p * p.log()).sum()
    return (ent / torch.log(torch.tensor(float(load.numel())))).item()


def max_load_ratio(load):
    """Load of the busiest expert relative to uniform (1.0 == balanced)."""
    return (load.max() * load.numel()).item()
