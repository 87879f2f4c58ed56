import math

import torch
import torch.nn as nn
import torch.nn.functional as F

from .kernels import _softplus_inv


class ExactGP(nn.Module):
    """Exact GP regression with a Gaussian likelihood and a constant mean."""

    def __init__(self, kernel, noise=0.1, jitter=1e-6):
        super().__init__()
        self.kernel = kernel
        self.raw_noise = nn.Parameter(_softplus_inv(noise))
        self.mean_const = nn.Parameter(torch.zeros((), dtype=torch.float64))
        self.jitter = jitter
        self.train_x = None
        self.train_y = None

    @property
    def noise(self):
        return F.softplus(self.raw_noise) + 1e-6

    def set_data(self, x, y):
        self.train_x = x.to(torch.float64)
        self.train_y = y.to(torch.float64)
        return self

    def _train_cov(self):
        n = self.train_x.shape[0]
        eye = torch.eye(n, dtype=torch.float64)
        return self.kernel(self.train_x) + (self.noise + self.jitter) * eye

    def neg_log_marginal_likelihood(self):
        K = self._train_cov()
        L = torch.linalg.cholesky(K)
        r = (self.train_y - self.mean_const).unsqueeze(-1)
        alpha = torch.cholesky_solve(r, L)
        n = r.shape[0]
        data_fit = 0.5 * (r * alpha).sum()
        complexity = torch.log(torch.diagonal(L)).sum()
        return (data_fit + complexity + 0.5 * n * math.log(2 * math.pi)) / n

    def fit(self, x, y, iters=100, lr=0.05, log_every=0, log=print):
        self.set_data(x, y)
        opt = torch.optim.Adam(self.parameters(), lr=lr)
        history = []
        for it in range(1, iters + 1):
            opt.zero_grad()
            loss = self.neg_log_marginal_likelihood()
            loss.backward()
            opt.step()
            history.append(loss.item())
            if log_every and it % log_every == 0:
                log(f"iter {it:4d}  nmll {loss.item():.4f}  noise {self.noise.item():.4f}")
        return history

    @torch.no_grad()
    def predict(self, x_star, full_cov=False):
        """Posterior mean and variance (or covariance) of f at x_star."""
        if self.train_x is None:
            raise RuntimeError("call fit() or set_data() before predict()")
        x_star = x_star.to(torch.float64)
        K = self._train_cov()
        K_s = self.kernel(self.train_x, x_star)
        r = (self.train_y - self.mean_const).unsqueeze(-1)
        alpha, _ = torch.solve(r, K)
        v, _ = torch.solve(K_s, K)
        mean = self.mean_const + (K_s.transpose(-2, -1) @ alpha).squeeze(-1)
        K_ss = self.kernel(x_star)
        cov = K_ss - K_s.transpose(-2, -1) @ v
        if full_cov:
            return mean, cov
        return mean, torch.diagonal(cov).clamp_min(0.0)

    def predictive(self, x_star):
        """Mean and variance of a new noisy observation y at x_star."""
        mean, var = self.predict(x_star)
        return mean, var + self.noise.detach()
