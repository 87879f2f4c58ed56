import os

import torch

from textcls.engine.evaluator import evaluate
from textcls.utils import get_logger, save_checkpoint
from textcls.utils.schedule import warmup_cosine


class Trainer:
    def __init__(self, model, loss_fn, train_loader, val_loader, cfg, num_classes, device="cpu"):
        self.model, self.loss_fn = model.to(device), loss_fn
        self.train_loader, self.val_loader = train_loader, val_loader
        self.cfg, self.num_classes, self.device = cfg, num_classes, device
        t = cfg["train"]
        self.opt = torch.optim.AdamW(model.parameters(), lr=t["lr"], weight_decay=t["weight_decay"])
        self.sched = warmup_cosine(self.opt, t["warmup"], t["epochs"] * len(train_loader))
        self.log = get_logger("textcls.train", os.path.join(cfg["output_dir"], "train.log"))

    def train_epoch(self, epoch):
        t = self.cfg["train"]
        self.model.train()
        run_loss, run_correct, run_n = 0.0, 0, 0
        steps = len(self.train_loader)
        for step, (ids, mask, labels) in enumerate(self.train_loader, 1):
            ids, mask, labels = ids.to(self.device), mask.to(self.device), labels.to(self.device)
            logits = self.model(ids, mask)
            loss = self.loss_fn(logits, labels)
            self.opt.zero_grad(set_to_none=True)
            loss.backward()
            if t["grad_clip"] > 0:
                torch.nn.utils.clip_grad_norm_(self.model.parameters(), t["grad_clip"])
            self.opt.step()
            self.sched.step()
            run_loss += loss.item() * len(labels)
            run_correct += (logits.argmax(-1) == labels).sum().item()
            run_n += len(labels)
            if step % t["log_every"] == 0:
                self.log.info("ep %d step %d/%d | loss %.4f | acc %.3f | lr %.2e", epoch, step, steps,
                              run_loss / run_n, run_correct / run_n, self.sched.get_last_lr()[0])
                run_loss, run_correct, run_n = 0.0, 0, 0

    def fit(self):
        best = -1.0
        for epoch in range(1, self.cfg["train"]["epochs"] + 1):
            self.train_epoch(epoch)
            res = evaluate(self.model, self.val_loader, self.num_classes, self.device)
            self.log.info("ep %d | val acc %.4f | val macro-F1 %.4f", epoch, res["acc"], res["macro_f1"])
            if res["macro_f1"] > best:
                best = res["macro_f1"]
                save_checkpoint(os.path.join(self.cfg["output_dir"], "best.pt"), self.model, epoch=epoch)
        return best
