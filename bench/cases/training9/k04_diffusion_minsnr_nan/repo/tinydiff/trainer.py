import math

import torch

from .data import sample_toy
from .model import Denoiser
from .schedule import NoiseSchedule


class DiffusionTrainer:
    def __init__(self, T=1000, schedule="cosine", snr_gamma=5.0, lr=1e-3, batch_size=64,
                 hidden=128, dataset="rings", seed=0):
        torch.manual_seed(seed)
        self.gen = torch.Generator().manual_seed(seed)
        self.sched = NoiseSchedule(T, schedule)
        self.model = Denoiser(hidden=hidden)
        self.opt = torch.optim.Adam(self.model.parameters(), lr=lr)
        self.snr_gamma, self.batch_size, self.dataset = snr_gamma, batch_size, dataset
        self.losses = []

    def loss_weights(self, t):
        """Min-SNR-gamma weighting (Hang et al. 2023) for epsilon prediction."""
        if not self.snr_gamma:
            return torch.ones(len(t))
        snr = self.sched.snr(t)
        return torch.clamp(snr, max=self.snr_gamma) / snr

    def step(self):
        x0 = sample_toy(self.batch_size, self.dataset, generator=self.gen)
        t = torch.randint(0, self.sched.T, (self.batch_size,), generator=self.gen)
        noise = torch.randn(x0.shape, generator=self.gen)
        xt = self.sched.q_sample(x0, t, noise)
        pred = self.model(xt, t)
        per_example = ((pred - noise) ** 2).mean(dim=1)
        loss = (self.loss_weights(t) * per_example).mean()
        self.opt.zero_grad()
        loss.backward()
        torch.nn.utils.clip_grad_norm_(self.model.parameters(), 1.0)
        self.opt.step()
        return loss.item()

    def train(self, steps, log_every=100, log=print):
        warned = False
        for i in range(1, steps + 1):
            loss = self.step()
            self.losses.append(loss)
            if log_every and i % log_every == 0:
                recent = self.losses[-log_every:]
                log(f"step {i:5d}  loss {sum(recent) / len(recent):.4f}")
            if not math.isfinite(loss) and not warned:
                log(f"warning: loss became {loss} at step {i}")
                warned = True
        return self.losses

    @torch.no_grad()
    def sample(self, n=1000):
        """Ancestral DDPM sampling."""
        s = self.sched
        x = torch.randn(n, 2, generator=self.gen)
        for t in reversed(range(s.T)):
            tt = torch.full((n,), t, dtype=torch.long)
            beta, ab = s.betas[t], s.alphas_cumprod[t]
            eps = self.model(x, tt)
            mean = (x - beta / (1 - ab).sqrt() * eps) / (1 - beta).sqrt()
            x = mean + (beta.sqrt() * torch.randn(n, 2, generator=self.gen) if t > 0 else 0)
        return x
