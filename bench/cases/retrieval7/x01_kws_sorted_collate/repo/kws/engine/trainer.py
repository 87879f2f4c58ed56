import os

import torch

from kws.engine.evaluator import evaluate
from kws.losses import build_loss
from kws.optim import build_optimizer, build_scheduler
from kws.utils.logging import MetricLogger


class Trainer:
    def __init__(self, cfg, model, train_dl, val_dl):
        self.cfg, self.model = cfg, model
        self.train_dl, self.val_dl = train_dl, val_dl
        self.loss_fn = build_loss(cfg)
        self.opt = build_optimizer(cfg, model.parameters())
        self.sched = build_scheduler(cfg, self.opt)
        self.logger = MetricLogger(cfg["train"].get("out_dir"))

    def train_epoch(self):
        self.model.train()
        tot_loss, correct, n = 0.0, 0, 0
        for feats, lengths, labels in self.train_dl:
            logits = self.model(feats, lengths)
            loss = self.loss_fn(logits, labels)
            self.opt.zero_grad()
            loss.backward()
            torch.nn.utils.clip_grad_norm_(self.model.parameters(),
                                           self.cfg["train"]["grad_clip"])
            self.opt.step()
            tot_loss += loss.item() * labels.numel()
            correct += (logits.argmax(-1) == labels).sum().item()
            n += labels.numel()
        return {"train_loss": tot_loss / n, "train_acc": correct / n}

    def fit(self):
        num_classes = self.cfg["data"]["num_keywords"]
        for epoch in range(self.cfg["train"]["epochs"]):
            lr = self.opt.param_groups[0]["lr"]
            stats = self.train_epoch()
            stats.update(evaluate(self.model, self.val_dl, num_classes))
            self.sched.step()
            self.logger.log(epoch, **stats, lr=lr)
        self.logger.dump()
        out = self.cfg["train"].get("out_dir")
        if out:
            torch.save(self.model.state_dict(), os.path.join(out, "last.pt"))
        return self.logger.history
