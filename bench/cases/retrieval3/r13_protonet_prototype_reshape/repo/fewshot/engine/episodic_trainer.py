import os

import torch

from fewshot.data import split_episode
from fewshot.engine.evaluator import evaluate_episodes
from fewshot.losses import episodic_loss
from fewshot.utils import get_logger, save_checkpoint


class EpisodicTrainer:
    def __init__(self, model, train_loader, val_loader, cfg, train_way, device="cpu"):
        self.model, self.cfg, self.device = model.to(device), cfg, device
        self.train_loader, self.val_loader, self.train_way = train_loader, val_loader, train_way
        t = cfg["train"]
        self.opt = torch.optim.Adam(model.parameters(), lr=t["lr"])
        self.sched = torch.optim.lr_scheduler.StepLR(self.opt, t["step_size"], t["gamma"])
        self.log = get_logger("fewshot.train", os.path.join(cfg["output_dir"], "train.log"))

    def train_epoch(self):
        e = self.cfg["episodes"]
        self.model.train()
        tot_loss, tot_acc, n = 0.0, 0.0, 0
        for images, _ in self.train_loader:
            support, query, labels = split_episode(images, self.train_way, e["k_shot"], e["n_query"])
            logits = self.model(support.to(self.device), query.to(self.device), self.train_way, e["k_shot"])
            loss, acc = episodic_loss(logits, labels.to(self.device))
            self.opt.zero_grad()
            loss.backward()
            self.opt.step()
            tot_loss, tot_acc, n = tot_loss + loss.item(), tot_acc + acc.item(), n + 1
        self.sched.step()
        return tot_loss / n, 100 * tot_acc / n

    def fit(self):
        e = self.cfg["episodes"]
        best = 0.0
        for epoch in range(1, self.cfg["train"]["epochs"] + 1):
            loss, acc = self.train_epoch()
            val, ci = evaluate_episodes(self.model, self.val_loader, e["n_way"], e["k_shot"], e["n_query"], self.device)
            self.log.info("epoch %d train loss %.4f acc %.2f | val %d-way %d-shot %.2f +- %.2f", epoch, loss, acc,
                          e["n_way"], e["k_shot"], val, ci)
            if val > best:
                best = val
                save_checkpoint(os.path.join(self.cfg["output_dir"], "best.pt"), self.model, epoch=epoch)
        return best
