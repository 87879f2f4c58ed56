"""Loss composition for MoE training."""

import torch

from moeclf.losses.balance import importance_cv_loss, router_z_loss, switch_load_balancing_loss
from moeclf.losses.classification import classification_loss

__all__ = [
    "classification_loss",
    "importance_cv_loss",
    "router_z_loss",
    "switch_load_balancing_loss",
    "moe_auxiliary_losses",
]


def moe_auxiliary_losses(routes, num_experts, balance="switch"):
    """Average each router regulariser over the MoE layers."""
    bal, z = [], []
    for route in routes:
        if balance == "switch":
            bal.append(switch_load_balancing_loss(route.probs, route.indices, num_experts))
        elif balance == "importance":
            bal.append(importance_cv_loss(route.gates, route.indices, num_experts))
        else:
            raise ValueError(f"unknown balance loss {balance!r}")
        z.append(router_z_loss(route.logits))
    return {"balance": torch.stack(bal).mean(), "z": torch.stack(z).mean()}
