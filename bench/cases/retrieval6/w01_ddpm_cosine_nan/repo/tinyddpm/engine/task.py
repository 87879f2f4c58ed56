import torch

from ..diffusion import GaussianDiffusion, build_betas, build_sampler
from ..losses import build_loss_fn, min_snr_weights
from ..metrics import ImageStats, sample_health
from ..models import EMA


class DiffusionTask:
    def __init__(self, model, cfg):
        self.model = model
        self.cfg = cfg
        dcfg = cfg.diffusion
        self.diffusion = GaussianDiffusion(build_betas(dcfg), prediction=dcfg.get("prediction", "eps"))
        self.loss_fn = build_loss_fn(cfg.loss.get("type", "mse"))
        self.min_snr_gamma = cfg.loss.get("min_snr_gamma")
        ema_cfg = cfg.get("ema", {}) or {}
        self.ema = EMA(model, decay=ema_cfg.get("decay", 0.999), warmup=ema_cfg.get("warmup", 100)) if ema_cfg.get("enabled", True) else None

    def train_step(self, batch):
        per_sample, t = self.diffusion.training_losses(self.model, batch, loss_fn=self.loss_fn)
        if self.min_snr_gamma:
            per_sample = per_sample * min_snr_weights(self.diffusion.alphas_cumprod, t, self.min_snr_gamma)
        loss = per_sample.mean()
        return {"loss": loss}

    def after_optimizer_step(self):
        if self.ema is not None:
            self.ema.update(self.model)

    def sampling_model(self):
        return self.ema.shadow if self.ema is not None else self.model

    @torch.no_grad()
    def sample(self, n, sampler_cfg=None, seed=0):
        scfg = sampler_cfg or self.cfg.sampler
        sampler = build_sampler(scfg, self.diffusion)
        size = self.cfg.data.get("image_size", 16)
        g = torch.Generator().manual_seed(seed)
        model = self.sampling_model()
        model.eval()
        return sampler.sample(model, (n, self.model.in_channels, size, size), generator=g)

    @torch.no_grad()
    def evaluate(self, loader):
        self.model.eval()
        real = ImageStats()
        losses = []
        for batch in loader:
            real.update(batch)
            per_sample, _ = self.diffusion.training_losses(self.model, batch, loss_fn=self.loss_fn)
            losses.append(per_sample.mean().item())
        samples = self.sample(self.cfg.eval.get("num_samples", 16))
        fake = ImageStats()
        fake.update(torch.nan_to_num(samples))
        out = {"val_loss": sum(losses) / max(len(losses), 1)}
        out.update({f"sample_{k}": v for k, v in sample_health(samples).items()})
        out["stat_dist"] = ImageStats.distance(real, fake)
        self.model.train()
        return out
