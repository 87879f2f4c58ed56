import torch


def flatten_state(state):
    return torch.cat([v.flatten().float() for v in state.values() if v.is_floating_point()])


def state_l2_distance(a, b):
    return float((flatten_state(a) - flatten_state(b)).norm())


def average_client_drift(global_state, client_states):
    if not client_states:
        return 0.0
    return sum(state_l2_distance(global_state, s) for s in client_states) / len(client_states)
