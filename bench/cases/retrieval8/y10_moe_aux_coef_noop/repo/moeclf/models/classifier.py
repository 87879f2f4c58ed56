"""MoE classifier: input projection, stacked MoE layers, linear head."""

import torch.nn as nn

from moeclf.models.moe_layer import MoELayer


class MoEClassifier(nn.Module):
    def __init__(self, in_features, num_classes, hidden_dim=64, expert_dim=128,
                 num_experts=8, top_k=2, num_layers=1, router_noise=0.0, dropout=0.0):
        super().__init__()
        self.embed = nn.Linear(in_features, hidden_dim)
        self.layers = nn.ModuleList([
            MoELayer(hidden_dim, expert_dim, num_experts, top_k=top_k,
                     noise_std=router_noise, dropout=dropout)
            for _ in range(num_layers)
        ])
        self.head = nn.Sequential(nn.LayerNorm(hidden_dim), nn.Linear(hidden_dim, num_classes))
        self.num_experts = num_experts

    def forward(self, x):
        h = self.embed(x)
        routes = []
        for layer in self.layers:
            h, route = layer(h)
            routes.append(route)
        return self.head(h), routes


def build_model(cfg):
    m = cfg["model"]
    return MoEClassifier(
        in_features=cfg["data"]["num_features"],
        num_classes=cfg["data"]["num_classes"],
        hidden_dim=m["hidden_dim"],
        expert_dim=m["expert_dim"],
        num_experts=m["num_experts"],
        top_k=m["top_k"],
        num_layers=m["num_layers"],
        router_noise=m.get("router_noise", 0.0),
        dropout=m.get("dropout", 0.0),
    )
