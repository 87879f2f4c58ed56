import os

import torch

from ..metrics import PerplexityMeter, ScalarMeter, TokenAccuracy
from ..utils import cosine_with_warmup, log_line, save_checkpoint


class LMTrainer:
    def __init__(self, model, loss_fn, optimizer, cfg, device="cpu"):
        self.model = model.to(device)
        self.loss_fn = loss_fn
        self.optimizer = optimizer
        self.cfg = cfg
        self.device = device
        self.step = 0
        self.use_amp = device.startswith("cuda")

    def _set_lr(self):
        t = self.cfg.train
        lr = cosine_with_warmup(self.step, t.lr, t.min_lr, t.warmup_steps, t.max_steps)
        for g in self.optimizer.param_groups:
            g["lr"] = lr
        return lr

    def train_epoch(self, loader, val_loader=None):
        t = self.cfg.train
        self.model.train()
        ppl, acc, loss_m = PerplexityMeter(), TokenAccuracy(), ScalarMeter()
        self.optimizer.zero_grad(set_to_none=True)
        for micro, (x, y) in enumerate(loader, 1):
            x, y = x.to(self.device), y.to(self.device)
            with torch.autocast("cuda", dtype=torch.bfloat16, enabled=self.use_amp):
                logits = self.model(x)
                loss = self.loss_fn(logits, y)
            (loss / t.grad_accum).backward()
            ppl.update(logits, y)
            acc.update(logits, y)
            loss_m.update(loss.item())
            if micro % t.grad_accum:
                continue
            lr = self._set_lr()
            torch.nn.utils.clip_grad_norm_(self.model.parameters(), t.grad_clip)
            self.optimizer.step()
            self.optimizer.zero_grad(set_to_none=True)
            self.step += 1
            if self.step % t.log_every == 0:
                log_line(f"step {self.step:6d} | loss {loss_m.compute():.4f} | ppl {ppl.compute():.2f} | "
                         f"acc {acc.compute():.3f} | lr {lr:.2e}")
                loss_m.reset()
            if val_loader is not None and self.step % t.eval_every == 0:
                v = self.evaluate(val_loader)
                log_line(f"step {self.step:6d} | val_loss {v['loss']:.4f} | val_ppl {v['ppl']:.2f}")
                save_checkpoint(os.path.join(t.out_dir, "ckpt.pt"), self.model, self.optimizer, self.step, self.cfg)
                self.model.train()
            if self.step >= t.max_steps:
                break
        return ppl.compute()

    @torch.no_grad()
    def evaluate(self, loader, max_batches=200):
        self.model.eval()
        ppl, loss_m = PerplexityMeter(), ScalarMeter()
        for i, (x, y) in enumerate(loader):
            if i >= max_batches:
                break
            x, y = x.to(self.device), y.to(self.device)
            logits = self.model(x)
            loss_m.update(self.loss_fn(logits, y).item())
            ppl.update(logits, y)
        return {"loss": loss_m.compute(), "ppl": ppl.compute()}

    def fit(self, train_loader, val_loader=None):
        for epoch in range(self.cfg.train.epochs):
            train_ppl = self.train_epoch(train_loader, val_loader)
            log_line(f"epoch {epoch + 1} done | train_ppl {train_ppl:.2f} | step {self.step}")
            if self.step >= self.cfg.train.max_steps:
                break
