import torch
import torch.nn.functional as F

from .utils import extract, mean_flat


class GaussianDiffusion:
    """Forward process q(x_t | x_0), posterior q(x_{t-1} | x_t, x_0) and the training objective."""

    def __init__(self, betas, prediction="eps", loss_type="mse"):
        self.betas = betas.float()
        self.num_timesteps = int(betas.shape[0])
        self.prediction = prediction
        self.loss_type = loss_type
        alphas = 1.0 - self.betas
        self.alphas = alphas
        self.alphas_cumprod = torch.cumprod(alphas, dim=0)
        self.alphas_cumprod_prev = torch.cat([torch.ones(1), self.alphas_cumprod[:-1]])
        self.sqrt_alphas_cumprod = self.alphas_cumprod.sqrt()
        self.sqrt_one_minus_alphas_cumprod = (1.0 - self.alphas_cumprod).sqrt()
        self.sqrt_recip_alphas_cumprod = (1.0 / self.alphas_cumprod).sqrt()
        self.sqrt_recipm1_alphas_cumprod = (1.0 / self.alphas_cumprod - 1).sqrt()
        self.posterior_variance = self.betas * (1.0 - self.alphas_cumprod_prev) / (1.0 - self.alphas_cumprod)
        self.posterior_log_variance_clipped = torch.log(
            torch.cat([self.posterior_variance[1:2], self.posterior_variance[1:]])
        )
        self.posterior_mean_coef1 = self.betas * self.alphas_cumprod_prev.sqrt() / (1.0 - self.alphas_cumprod)
        self.posterior_mean_coef2 = (1.0 - self.alphas_cumprod_prev) * alphas.sqrt() / (1.0 - self.alphas_cumprod)

    # forward process -----------------------------------------------------
    def q_sample(self, x0, t, noise=None):
        if noise is None:
            noise = torch.randn_like(x0)
        return extract(self.sqrt_alphas_cumprod, t, x0.shape) * x0 + \
            extract(self.sqrt_one_minus_alphas_cumprod, t, x0.shape) * noise

    def q_posterior(self, x0, xt, t):
        mean = extract(self.posterior_mean_coef1, t, xt.shape) * x0 + extract(self.posterior_mean_coef2, t, xt.shape) * xt
        var = extract(self.posterior_variance, t, xt.shape)
        log_var = extract(self.posterior_log_variance_clipped, t, xt.shape)
        return mean, var, log_var

    # model parameterisation ---------------------------------------------
    def predict_x0_from_eps(self, xt, t, eps):
        return extract(self.sqrt_recip_alphas_cumprod, t, xt.shape) * xt - \
            extract(self.sqrt_recipm1_alphas_cumprod, t, xt.shape) * eps

    def predict_eps_from_x0(self, xt, t, x0):
        return (extract(self.sqrt_recip_alphas_cumprod, t, xt.shape) * xt - x0) / \
            extract(self.sqrt_recipm1_alphas_cumprod, t, xt.shape)

    def model_eps(self, model, xt, t):
        out = model(xt, t)
        if self.prediction == "eps":
            return out
        return self.predict_eps_from_x0(xt, t, out)

    # training ------------------------------------------------------------
    def training_losses(self, model, x0, t=None, noise=None, loss_fn=None):
        b = x0.shape[0]
        if t is None:
            t = torch.randint(0, self.num_timesteps, (b,), device=x0.device)
        if noise is None:
            noise = torch.randn_like(x0)
        xt = self.q_sample(x0, t, noise)
        out = model(xt, t)
        target = noise if self.prediction == "eps" else x0
        if loss_fn is None:
            loss_fn = F.mse_loss
        per_sample = mean_flat(loss_fn(out, target, reduction="none"))
        return per_sample, t
