"""Optional client-level differential privacy for the aggregated update (DP-FedAvg)."""
import torch


def clip_update(update, max_norm):
    """Scale a client update (dict of deltas) to L2 norm <= max_norm."""
    total = torch.sqrt(sum(v.pow(2).sum() for v in update.values() if v.is_floating_point()))
    factor = min(1.0, max_norm / (float(total) + 1e-12))
    return {k: (v * factor if v.is_floating_point() else v) for k, v in update.items()}, float(total)


class GaussianMechanism:
    def __init__(self, clip=1.0, noise_multiplier=0.0, seed=0):
        self.clip = clip
        self.noise_multiplier = noise_multiplier
        self.seed = seed

    def privatize(self, global_state, client_states, round_idx):
        """Clip every client's delta, average, add noise; returns new client-like states."""
        deltas = []
        for s in client_states:
            delta = {k: s[k] - global_state[k] if s[k].is_floating_point() else s[k] for k in s}
            deltas.append(clip_update(delta, self.clip)[0])
        if self.noise_multiplier <= 0:
            return [{k: global_state[k] + d[k] if d[k].is_floating_point() else d[k] for k in d}
                    for d in deltas]
        g = torch.Generator().manual_seed(self.seed + round_idx)
        std = self.noise_multiplier * self.clip / len(deltas)
        noisy = []
        for d in deltas:
            out = {}
            for k, v in d.items():
                if v.is_floating_point():
                    noise = torch.randn(v.shape, generator=g) * std
                    out[k] = global_state[k] + v + noise
                else:
                    out[k] = v
            noisy.append(out)
        return noisy
