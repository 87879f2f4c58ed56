import os

import torch

from dualenc.engine.evaluator import evaluate
from dualenc.utils import get_logger, save_checkpoint


class Trainer:
    def __init__(self, model, loss_fn, train_loader, val_loader, cfg, device="cpu"):
        self.model, self.loss_fn, self.cfg, self.device = model.to(device), loss_fn, cfg, device
        self.train_loader, self.val_loader = train_loader, val_loader
        t = cfg["train"]
        decay = [p for n, p in model.named_parameters() if p.ndim >= 2]
        other = [p for n, p in model.named_parameters() if p.ndim < 2]
        self.opt = torch.optim.AdamW([{"params": decay, "weight_decay": t["weight_decay"]},
                                      {"params": other, "weight_decay": 0.0}], lr=t["lr"])
        self.sched = torch.optim.lr_scheduler.OneCycleLR(self.opt, t["lr"], total_steps=t["epochs"] * len(train_loader),
                                                         pct_start=0.1)
        self.log = get_logger("dualenc.train", os.path.join(cfg["output_dir"], "train.log"))

    def fit(self):
        best = -1.0
        for epoch in range(1, self.cfg["train"]["epochs"] + 1):
            sampler = getattr(self.train_loader, "batch_sampler", None)
            if hasattr(sampler, "set_epoch"):
                sampler.set_epoch(epoch)
            self.model.train()
            for step, (images, tokens, lengths, _, _) in enumerate(self.train_loader, 1):
                img, txt, scale = self.model(images.to(self.device), tokens.to(self.device), lengths.to(self.device))
                loss = self.loss_fn(img, txt, scale)
                self.opt.zero_grad()
                loss.backward()
                self.opt.step()
                self.sched.step()
                if step % self.cfg["train"]["log_every"] == 0:
                    self.log.info("epoch %d step %d loss %.4f temp %.4f", epoch, step, loss.item(), 1.0 / scale.item())
            res = evaluate(self.model, self.val_loader, self.device, self.log)
            if res["rsum"] > best:
                best = res["rsum"]
                save_checkpoint(os.path.join(self.cfg["output_dir"], "best.pt"), self.model, epoch=epoch)
        return best
