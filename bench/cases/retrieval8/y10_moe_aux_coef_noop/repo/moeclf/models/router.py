"""Top-k softmax router."""

from typing import NamedTuple

import torch
import torch.nn as nn


class RouterOutput(NamedTuple):
    gates: torch.Tensor      # [N, k] combine weights of the selected experts
    indices: torch.Tensor    # [N, k] selected expert ids
    probs: torch.Tensor      # [N, E] full softmax over experts
    logits: torch.Tensor     # [N, E] raw router logits


class TopKRouter(nn.Module):
    def __init__(self, dim, num_experts, top_k=2, noise_std=0.0, normalize_gates=True):
        super().__init__()
        if top_k > num_experts:
            raise ValueError(f"top_k={top_k} > num_experts={num_experts}")
        self.proj = nn.Linear(dim, num_experts, bias=False)
        nn.init.normal_(self.proj.weight, std=0.02)
        self.num_experts = num_experts
        self.top_k = top_k
        self.noise_std = noise_std
        self.normalize_gates = normalize_gates

    def forward(self, x):
        logits = self.proj(x)
        if self.training and self.noise_std > 0:
            logits = logits + torch.randn_like(logits) * self.noise_std
        probs = torch.softmax(logits, dim=-1)
        gates, indices = torch.topk(probs, self.top_k, dim=-1)
        if self.normalize_gates:
            gates = gates / gates.sum(dim=-1, keepdim=True).clamp_min(1e-9)
        return RouterOutput(gates=gates, indices=indices, probs=probs, logits=logits)
