"""Noise (beta) schedules. All return float32 tensors of length ``timesteps``."""
import math

import torch


def linear_beta_schedule(timesteps, beta_start=1e-4, beta_end=2e-2):
    scale = 1000 / timesteps
    return torch.linspace(scale * beta_start, scale * beta_end, timesteps, dtype=torch.float64).float()


def quadratic_beta_schedule(timesteps, beta_start=1e-4, beta_end=2e-2):
    scale = 1000 / timesteps
    betas = torch.linspace((scale * beta_start) ** 0.5, (scale * beta_end) ** 0.5, timesteps, dtype=torch.float64) ** 2
    return betas.clamp(0, 0.999).float()


def sigmoid_beta_schedule(timesteps, start=-3.0, end=3.0, tau=1.0, max_beta=0.999):
    steps = timesteps + 1
    t = torch.linspace(0, timesteps, steps, dtype=torch.float64) / timesteps
    v_start = torch.tensor(start / tau).sigmoid()
    v_end = torch.tensor(end / tau).sigmoid()
    alphas_cumprod = (-((t * (end - start) + start) / tau).sigmoid() + v_end) / (v_end - v_start)
    alphas_cumprod = alphas_cumprod / alphas_cumprod[0]
    betas = 1 - (alphas_cumprod[1:] / alphas_cumprod[:-1])
    return betas.clamp(0, max_beta).float()


def cosine_beta_schedule(timesteps, s=0.008, max_beta=0.999):
    """Cosine schedule from Nichol & Dhariwal (2021)."""
    steps = timesteps + 1
    t = torch.linspace(0, timesteps, steps, dtype=torch.float64) / timesteps
    alphas_cumprod = torch.cos((t + s) / (1 + s) * math.pi * 0.5) ** 2
    alphas_cumprod = alphas_cumprod / alphas_cumprod[0]
    betas = 1 - (alphas_cumprod[1:] / alphas_cumprod[:-1])
    return betas.float()


_SCHEDULES = {
    "linear": linear_beta_schedule,
    "quadratic": quadratic_beta_schedule,
    "sigmoid": sigmoid_beta_schedule,
    "cosine": cosine_beta_schedule,
}


def get_schedule_names():
    return sorted(_SCHEDULES)


def build_betas(cfg):
    """``cfg`` is the ``diffusion`` section: ``beta_schedule``, ``timesteps`` and schedule kwargs."""
    name = cfg.get("beta_schedule", "linear")
    if name not in _SCHEDULES:
        raise KeyError(f"unknown beta schedule {name!r}; choose from {get_schedule_names()}")
    kwargs = dict(cfg.get("schedule_kwargs", {}) or {})
    return _SCHEDULES[name](int(cfg.get("timesteps", 1000)), **kwargs)
