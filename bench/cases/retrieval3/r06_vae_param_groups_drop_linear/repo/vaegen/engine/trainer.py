import os
import time

import torch

from vaegen.engine.evaluator import evaluate
from vaegen.losses import KLAnnealer
from vaegen.utils import get_logger, save_checkpoint
from vaegen.utils.optim import build_optimizer, build_scheduler


class Trainer:
    def __init__(self, model, loss_fn, train_loader, test_loader, cfg, device="cpu"):
        self.model, self.loss_fn = model.to(device), loss_fn
        self.train_loader, self.test_loader = train_loader, test_loader
        self.cfg, self.device = cfg, device
        o, k = cfg["optim"], cfg["kl"]
        self.opt = build_optimizer(model, o)
        self.sched = build_scheduler(self.opt, o, len(train_loader))
        steps = o["epochs"] * len(train_loader)
        self.annealer = KLAnnealer(k["schedule"], steps, k["warmup_epochs"] * len(train_loader), k["cycles"], k["beta_max"])
        self.step = 0
        self.log = get_logger("vaegen", os.path.join(cfg["output_dir"], "train.log"))
        n_params = sum(p.numel() for p in model.parameters())
        self.log.info("model %s: %s parameters, latent %d", type(model).__name__, f"{n_params:,}", model.latent_dim)

    def train_epoch(self):
        self.model.train()
        sums, n = {"recon": 0.0, "kl": 0.0, "elbo": 0.0}, 0
        beta = 0.0
        for x in self.train_loader:
            x = x.to(self.device)
            beta = self.annealer.beta(self.step)
            recon, mu, logvar = self.model(x)
            loss, stats = self.loss_fn(recon, x, mu, logvar, beta)
            self.opt.zero_grad(set_to_none=True)
            loss.backward()
            if self.cfg["optim"]["grad_clip"] > 0:
                torch.nn.utils.clip_grad_norm_(self.model.parameters(), self.cfg["optim"]["grad_clip"])
            self.opt.step()
            self.sched.step()
            self.step += 1
            for k in sums:
                sums[k] += stats[k] * len(x)
            n += len(x)
        return {k: v / n for k, v in sums.items()}, beta

    def fit(self):
        epochs = self.cfg["optim"]["epochs"]
        for epoch in range(1, epochs + 1):
            t0 = time.time()
            stats, beta = self.train_epoch()
            self.log.info("epoch %d/%d | elbo %.2f | recon %.2f | kl %.2f | beta %.2f | %.1fs", epoch, epochs,
                          stats["elbo"], stats["recon"], stats["kl"], beta, time.time() - t0)
            if epoch % self.cfg["eval"]["every"] == 0 or epoch == epochs:
                res = evaluate(self.model, self.test_loader, self.loss_fn, self.cfg["eval"]["iw_samples"], self.device)
                self.log.info("test | elbo %.2f | iw-nll %.2f | active units %d/%d", res["elbo"], res["iw_nll"],
                              res["active_units"], self.model.latent_dim)
            save_checkpoint(os.path.join(self.cfg["output_dir"], "last.pt"), self.model, self.opt, epoch)
