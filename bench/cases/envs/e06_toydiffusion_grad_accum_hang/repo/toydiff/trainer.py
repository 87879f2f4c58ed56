import copy

import torch
from tqdm.auto import tqdm


class Trainer:
    def __init__(self, model, diffusion, loader, lr=1e-3, grad_accum=1, ema_decay=0.995,
                 grad_clip=1.0, progress=True):
        self.model = model
        self.ema = copy.deepcopy(model).requires_grad_(False)
        self.diffusion = diffusion
        self.loader = loader
        self.opt = torch.optim.AdamW(model.parameters(), lr=lr)
        self.grad_accum = grad_accum
        self.ema_decay = ema_decay
        self.grad_clip = grad_clip
        self.progress = progress
        self.history = []

    @torch.no_grad()
    def update_ema(self):
        for p_ema, p in zip(self.ema.parameters(), self.model.parameters()):
            p_ema.lerp_(p, 1 - self.ema_decay)

    def fit(self, max_steps):
        """Run `max_steps` optimiser steps, each accumulating `grad_accum` micro-batches."""
        self.model.train()
        pbar = tqdm(total=max_steps, desc="train", disable=not self.progress)
        step, running = 0, 0.0
        self.opt.zero_grad()
        while step < max_steps:
            for i, (x0,) in enumerate(self.loader):
                loss = self.diffusion.loss(self.model, x0) / self.grad_accum
                loss.backward()
                running += loss.item()
                if (i + 1) % self.grad_accum != 0:
                    continue
                torch.nn.utils.clip_grad_norm_(self.model.parameters(), self.grad_clip)
                self.opt.step()
                self.opt.zero_grad()
                self.update_ema()
                step += 1
                self.history.append(running)
                pbar.update(1)
                pbar.set_postfix(loss=f"{running:.4f}")
                running = 0.0
                if step >= max_steps:
                    break
        pbar.close()
        return self.history
