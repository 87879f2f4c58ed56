import math

import torch

from .objective import masked_accuracy, masked_lm_loss


class Pretrainer:
    def __init__(self, model, optimizer, scheduler=None, clip=1.0, log_every=100, log=print):
        self.model, self.optimizer, self.scheduler = model, optimizer, scheduler
        self.clip, self.log_every, self.log = clip, log_every, log
        self.step = 0
        self.losses = []          # (step, loss) for every optimizer step

    def train_step(self, batch):
        self.model.train()
        logits = self.model(batch["input_ids"], batch["padding_mask"])
        loss = masked_lm_loss(logits, batch["labels"], batch["loss_mask"])
        self.optimizer.zero_grad()
        loss.backward()
        torch.nn.utils.clip_grad_norm_(self.model.parameters(), self.clip)
        self.optimizer.step()
        if self.scheduler is not None:
            self.scheduler.step()
        self.step += 1
        self.losses.append((self.step, loss.item()))
        return loss.item()

    def train(self, loader, max_steps):
        running = []
        while self.step < max_steps:
            for batch in loader:
                running.append(self.train_step(batch))
                if self.log_every and self.step % self.log_every == 0:
                    avg = sum(running) / len(running)
                    self.log(f"step {self.step:6d}  mlm_loss {avg:.4f}  "
                             f"lr {self.optimizer.param_groups[0]['lr']:.2e}")
                    running = []
                if self.step >= max_steps:
                    break
        return self.losses

    @torch.no_grad()
    def evaluate(self, loader):
        self.model.eval()
        hits = total = 0
        for batch in loader:
            logits = self.model(batch["input_ids"], batch["padding_mask"])
            h, t = masked_accuracy(logits, batch["labels"], batch["loss_mask"])
            hits, total = hits + h, total + t
        return hits / max(total, 1)
