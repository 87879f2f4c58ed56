import os

import torch

from tsformer.engine.evaluate import evaluate_forecast
from tsformer.losses import build_loss
from tsformer.optim import build_optimizer


class Trainer:
    def __init__(self, cfg, model, loaders, scaler):
        self.cfg, self.model, self.loaders, self.scaler = cfg, model, loaders, scaler
        total = cfg["train"]["epochs"] * len(loaders["train"])
        self.opt, self.sched = build_optimizer(cfg, model, total)
        self.loss_fn = build_loss(cfg)
        self.autoregressive = cfg["model"]["name"] == "autoregressive"
        self.global_step = 0

    def compute_loss(self, ctx, tgt):
        pred = self.model(ctx, tgt)
        if self.autoregressive:
            # next-step targets for every position of ctx[1:] ++ tgt
            return self.loss_fn(pred, torch.cat([ctx[:, 1:], tgt], dim=1))
        return self.loss_fn(pred, tgt)

    def train_epoch(self, epoch):
        t = self.cfg["train"]
        self.model.train()
        running = 0.0
        for i, (ctx, tgt) in enumerate(self.loaders["train"]):
            loss = self.compute_loss(ctx, tgt)
            self.opt.zero_grad()
            loss.backward()
            torch.nn.utils.clip_grad_norm_(self.model.parameters(), t["grad_clip"])
            self.opt.step()
            self.sched.step()
            self.global_step += 1
            running += loss.item()
            if (i + 1) % t["log_every"] == 0:
                print(f"epoch {epoch} step {self.global_step:5d} "
                      f"loss {running / t['log_every']:.4f} "
                      f"lr {self.sched.get_last_lr()[0]:.2e}", flush=True)
                running = 0.0

    def fit(self):
        history = []
        for epoch in range(self.cfg["train"]["epochs"]):
            self.train_epoch(epoch)
            val = evaluate_forecast(self.model, self.loaders["val"], self.scaler)
            print(f"epoch {epoch} val_mae {val['mae']:.4f} val_rmse {val['rmse']:.4f}",
                  flush=True)
            history.append(val)
        out = self.cfg["train"]["out_dir"]
        if out:
            os.makedirs(out, exist_ok=True)
            torch.save(self.model.state_dict(), os.path.join(out, "model.pt"))
        return history
