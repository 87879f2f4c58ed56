"""Server-side aggregation of client model states."""
import torch


def _weighted_sum(states, weights):
    out = {}
    for key in states[0]:
        ref = states[0][key]
        if not torch.is_floating_point(ref):
            # integer buffers (e.g. BatchNorm num_batches_tracked): keep the max
            out[key] = torch.stack([s[key] for s in states]).max(dim=0).values
            continue
        acc = torch.zeros_like(ref)
        for s, w in zip(states, weights):
            acc += w * s[key]
        out[key] = acc
    return out


def fedavg(states, num_samples):
    """FedAvg: average weighted by each client's number of local samples."""
    total = float(sum(num_samples))
    weights = [n / total for n in num_samples]
    return _weighted_sum(states, weights)


def uniform_average(states, num_samples=None):
    """Plain mean of the client states (ignores dataset sizes)."""
    w = 1.0 / len(states)
    return _weighted_sum(states, [w] * len(states))


AGGREGATORS = {"fedavg": fedavg, "uniform": uniform_average}
