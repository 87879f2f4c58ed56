import os

import torch

from tinydepth.engine.optim import build_optimizer, build_scheduler
from tinydepth.metrics import DepthMetricAccumulator
from tinydepth.utils.checkpoint import save_checkpoint
from tinydepth.utils.logging import MetricLogger, get_logger


class Trainer:
    def __init__(self, cfg, model, criterion, train_loader, val_loader):
        self.cfg = cfg
        self.model = model
        self.criterion = criterion
        self.train_loader = train_loader
        self.val_loader = val_loader
        self.total_iters = cfg.train.epochs * len(train_loader)
        self.optimizer = build_optimizer(model, cfg.optim)
        self.scheduler = build_scheduler(self.optimizer, cfg.optim, self.total_iters)
        self.logger = get_logger("tinydepth")
        self.iteration = 0

    def train_one_epoch(self, epoch):
        self.model.train()
        meter = MetricLogger()
        log_every = self.cfg.train.get("log_every", 10)
        clip = self.cfg.optim.get("grad_clip", 0.0)
        for batch in self.train_loader:
            pred = self.model(batch["image"])
            loss = self.criterion(pred, batch["depth"])
            self.optimizer.zero_grad(set_to_none=True)
            loss.backward()
            if clip:
                torch.nn.utils.clip_grad_norm_(self.model.parameters(), clip)
            self.optimizer.step()
            self.scheduler.step()
            self.iteration += 1
            meter.update(loss=loss.item())
            if self.iteration % log_every == 0:
                lr = self.optimizer.param_groups[0]["lr"]
                self.logger.info("epoch %d iter %d lr %.2e %s", epoch, self.iteration, lr, meter)
        return meter.global_avg("loss")

    @torch.no_grad()
    def evaluate(self):
        self.model.eval()
        acc = DepthMetricAccumulator(self.cfg.data.min_depth, self.cfg.data.max_depth)
        for batch in self.val_loader:
            acc.update(self.model(batch["image"]), batch["depth"])
        return acc.compute()

    def fit(self):
        history = []
        for epoch in range(self.cfg.train.epochs):
            train_loss = self.train_one_epoch(epoch)
            metrics = self.evaluate()
            history.append({"epoch": epoch, "train_loss": train_loss, **metrics})
            self.logger.info(
                "epoch %d done: train_loss %.4f abs_rel %.4f rmse %.3f d1 %.3f",
                epoch, train_loss, metrics["abs_rel"], metrics["rmse"], metrics["d1"],
            )
        out_dir = self.cfg.get("output_dir")
        if out_dir:
            save_checkpoint(os.path.join(out_dir, "last.pt"), self.model, self.optimizer, self.iteration)
        return history
