import math
import time

import torch
from torch.utils.data import DataLoader

from ..data import RandomBlockSampler
from ..utils.logging import get_logger
from .optim import configure_optimizer
from .schedule import cosine_with_warmup

log = get_logger("tinylm.train")


class Trainer:
    def __init__(self, model, train_ds, val_ds, tcfg, device="cpu", on_eval=None):
        self.model = model.to(device)
        self.device = device
        self.tcfg = tcfg
        self.train_ds, self.val_ds = train_ds, val_ds
        self.opt = configure_optimizer(model, tcfg["lr"], tcfg["weight_decay"])
        self.on_eval = on_eval
        self.step = 0
        self.best_val = float("inf")

    def _loader(self, ds, n):
        sampler = RandomBlockSampler(ds, n * self.tcfg["batch_size"])
        return DataLoader(ds, batch_size=self.tcfg["batch_size"], sampler=sampler, drop_last=True)

    @torch.no_grad()
    def estimate_loss(self):
        self.model.eval()
        out = {}
        for name, ds in (("train", self.train_ds), ("val", self.val_ds)):
            losses = [self.model(x.to(self.device), y.to(self.device))[1].item()
                      for x, y in self._loader(ds, self.tcfg["eval_batches"])]
            out[name] = sum(losses) / len(losses)
        self.model.train()
        return out

    def set_lr(self):
        lr = cosine_with_warmup(self.step, self.tcfg["lr"], self.tcfg["min_lr"], self.tcfg["warmup_steps"],
                                self.tcfg["max_steps"])
        for g in self.opt.param_groups:
            g["lr"] = lr
        return lr

    def run(self):
        self.model.train()
        t0 = time.time()
        batches = iter(self._loader(self.train_ds, self.tcfg["max_steps"]))
        while self.step < self.tcfg["max_steps"]:
            lr = self.set_lr()
            accum = self.tcfg.get("grad_accum", 1)
            self.opt.zero_grad(set_to_none=True)
            for _ in range(accum):
                try:
                    x, y = next(batches)
                except StopIteration:
                    batches = iter(self._loader(self.train_ds, self.tcfg["max_steps"]))
                    x, y = next(batches)
                _, loss = self.model(x.to(self.device), y.to(self.device))
                (loss / accum).backward()
            if self.tcfg.get("grad_clip"):
                torch.nn.utils.clip_grad_norm_(self.model.parameters(), self.tcfg["grad_clip"])
            self.opt.step()
            self.step += 1
            if self.step % 50 == 0:
                dt = (time.time() - t0) / 50
                t0 = time.time()
                log.info(f"step {self.step:5d} | loss {loss.item():.4f} | lr {lr:.2e} | {dt * 1000:.0f} ms/it")
            if self.step % self.tcfg["eval_every"] == 0 or self.step == self.tcfg["max_steps"]:
                losses = self.estimate_loss()
                log.info(f"eval step {self.step}: train {losses['train']:.4f} val {losses['val']:.4f} "
                         f"(val ppl {math.exp(losses['val']):.2f})")
                if self.on_eval is not None:
                    self.on_eval(self, losses)
