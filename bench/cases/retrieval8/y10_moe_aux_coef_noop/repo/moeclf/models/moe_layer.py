"""Sparse MoE layer: route, dispatch to experts, combine."""

import torch
import torch.nn as nn

from moeclf.models.experts import ExpertBank
from moeclf.models.router import TopKRouter


class MoELayer(nn.Module):
    def __init__(self, dim, expert_dim, num_experts, top_k=2, noise_std=0.0, dropout=0.0):
        super().__init__()
        self.router = TopKRouter(dim, num_experts, top_k=top_k, noise_std=noise_std)
        self.experts = ExpertBank(num_experts, dim, expert_dim, dropout)
        self.norm = nn.LayerNorm(dim)
        self.num_experts = num_experts

    def forward(self, x):
        h = self.norm(x)
        route = self.router(h)
        out = torch.zeros_like(h)
        flat_idx = route.indices.reshape(-1)
        flat_gate = route.gates.reshape(-1)
        token_ids = torch.arange(h.shape[0], device=h.device).repeat_interleave(route.indices.shape[1])
        for e in range(self.num_experts):
            sel = flat_idx == e
            if not torch.any(sel):
                continue
            tok = token_ids[sel]
            expert_out = self.experts[e](h[tok]) * flat_gate[sel].unsqueeze(-1)
            out.index_add_(0, tok, expert_out)
        return x + out, route
