from .conv import ConvTorso
from .heads import DuelingHead, NoisyQHead, QHead
from .mlp import MLPTorso

import torch.nn as nn


class QNetwork(nn.Module):
    def __init__(self, torso, n_actions, dueling=False, noisy=False):
        super().__init__()
        self.torso = torso
        if noisy:
            self.head = NoisyQHead(torso.out_dim, n_actions)
        else:
            self.head = (DuelingHead if dueling else QHead)(torso.out_dim, n_actions)

    def forward(self, obs):
        return self.head(self.torso(obs))


def build_q_network(net_cfg, obs_shape, n_actions):
    if net_cfg["kind"] == "conv":
        torso = ConvTorso(obs_shape, net_cfg.get("channels", (32, 64)))
    elif net_cfg["kind"] == "mlp":
        torso = MLPTorso(obs_shape[0], net_cfg.get("hidden", (128, 128)))
    else:
        raise ValueError(net_cfg["kind"])
    return QNetwork(torso, n_actions, net_cfg.get("dueling", False), net_cfg.get("noisy", False))


__all__ = ["QNetwork", "build_q_network", "ConvTorso", "MLPTorso", "QHead", "DuelingHead"]
