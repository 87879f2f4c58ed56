import torch

from .utils import extract, space_timesteps


class DDPMSampler:
    """Ancestral sampling (Ho et al. 2020, Algorithm 2)."""

    def __init__(self, diffusion, clip_denoised=True, fixed_large_var=False):
        self.diffusion = diffusion
        self.clip_denoised = clip_denoised
        self.fixed_large_var = fixed_large_var

    @torch.no_grad()
    def step(self, model, x, t):
        d = self.diffusion
        eps = d.model_eps(model, x, t)
        coef = extract(d.betas, t, x.shape) / extract(d.sqrt_one_minus_alphas_cumprod, t, x.shape)
        mean = (x - coef * eps) / extract(d.alphas, t, x.shape).sqrt()
        if self.fixed_large_var:
            var = extract(d.betas, t, x.shape)
        else:
            var = extract(d.posterior_variance, t, x.shape)
        nonzero = (t != 0).float().reshape(-1, *([1] * (x.ndim - 1)))
        return mean + nonzero * var.sqrt() * torch.randn_like(x)

    @torch.no_grad()
    def sample(self, model, shape, device="cpu", generator=None):
        x = torch.randn(shape, device=device, generator=generator)
        for i in reversed(range(self.diffusion.num_timesteps)):
            t = torch.full((shape[0],), i, device=device, dtype=torch.long)
            x = self.step(model, x, t)
        return x.clamp(-1, 1) if self.clip_denoised else x


class DDIMSampler:
    """Deterministic (eta=0) or stochastic DDIM sampling on a subset of timesteps."""

    def __init__(self, diffusion, num_steps=50, eta=0.0, clip_denoised=True):
        self.diffusion = diffusion
        self.num_steps = num_steps
        self.eta = eta
        self.clip_denoised = clip_denoised

    @torch.no_grad()
    def sample(self, model, shape, device="cpu", generator=None):
        d = self.diffusion
        x = torch.randn(shape, device=device, generator=generator)
        steps = space_timesteps(d.num_timesteps, self.num_steps)
        for i, step in enumerate(steps):
            t = torch.full((shape[0],), step, device=device, dtype=torch.long)
            eps = d.model_eps(model, x, t)
            x0 = d.predict_x0_from_eps(x, t, eps)
            if self.clip_denoised:
                x0 = x0.clamp(-1, 1)
                eps = d.predict_eps_from_x0(x, t, x0)
            a_t = extract(d.alphas_cumprod, t, x.shape)
            prev = steps[i + 1] if i + 1 < len(steps) else -1
            a_prev = d.alphas_cumprod[prev] if prev >= 0 else torch.tensor(1.0)
            sigma = self.eta * ((1 - a_prev) / (1 - a_t) * (1 - a_t / a_prev)).sqrt()
            dir_xt = (1 - a_prev - sigma ** 2).clamp(min=0).sqrt() * eps
            x = a_prev.sqrt() * x0 + dir_xt
            if self.eta > 0 and prev >= 0:
                x = x + sigma * torch.randn_like(x)
        return x


def build_sampler(cfg, diffusion):
    cfg = dict(cfg)
    kind = cfg.pop("type", "ddpm")
    if kind == "ddpm":
        return DDPMSampler(diffusion, **cfg)
    if kind == "ddim":
        return DDIMSampler(diffusion, **cfg)
    raise ValueError(f"unknown sampler {kind}")
