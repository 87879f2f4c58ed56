import torch


def extract(a, t, x_shape):
    """Gather per-timestep coefficients ``a[t]`` and reshape for broadcasting over ``x``."""
    out = a.to(t.device).gather(0, t.long())
    return out.reshape(t.shape[0], *((1,) * (len(x_shape) - 1)))


def mean_flat(x):
    return x.mean(dim=tuple(range(1, x.ndim)))


def space_timesteps(num_timesteps, num_steps):
    """Evenly spaced subset of timesteps (descending) used by DDIM."""
    if num_steps >= num_timesteps:
        return list(range(num_timesteps - 1, -1, -1))
    stride = num_timesteps / num_steps
    steps = sorted({int(round(i * stride)) for i in range(num_steps)})
    steps = [min(s, num_timesteps - 1) for s in steps]
    if steps[-1] != num_timesteps - 1:
        steps[-1] = num_timesteps - 1
    return steps[::-1]
