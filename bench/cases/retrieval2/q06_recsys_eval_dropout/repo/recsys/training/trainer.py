from __future__ import annotations

import logging
import time
from pathlib import Path

import torch
from torch.utils.data import DataLoader

from ..data.datasets import BPRDataset, PointwiseDataset, SequenceDataset
from ..utils.checkpoint import save_checkpoint
from .losses import bpr_loss, pointwise_bce, sequential_bce

logger = logging.getLogger(__name__)


class Trainer:
    def __init__(self, model, split, evaluator, cfg: dict, device: str = "cpu"):
        self.model = model.to(device)
        self.split = split
        self.evaluator = evaluator
        self.cfg = cfg
        self.tcfg = cfg["train"]
        self.device = device
        self.objective = self.tcfg["objective"]
        self.optimizer = torch.optim.Adam(model.parameters(), lr=self.tcfg["lr"])
        self.dataset = self._build_dataset()
        self.best_metric = -1.0
        self.monitor = f"NDCG@{max(cfg['eval']['top_k'])}"

    def _build_dataset(self):
        seed = self.cfg.get("seed", 0)
        if self.objective == "pointwise":
            return PointwiseDataset(self.split, self.tcfg.get("negatives_per_positive", 4), seed)
        if self.objective == "bpr":
            return BPRDataset(self.split, seed)
        if self.objective == "sequential":
            return SequenceDataset(self.split, self.cfg["model"].get("max_len", 50), seed)
        raise ValueError(self.objective)

    def _step(self, batch):
        batch = [b.to(self.device) for b in batch]
        if self.objective == "pointwise":
            users, items, labels = batch
            loss = pointwise_bce(self.model(users, items), labels)
        elif self.objective == "bpr":
            users, pos, neg = batch
            scores = self.model.score(users, torch.stack([pos, neg], dim=1))
            loss = bpr_loss(scores[:, 0], scores[:, 1])
            if self.tcfg.get("l2"):
                loss = loss + self.tcfg["l2"] * self.model.l2_penalty(users, pos, neg)
        else:
            seq, pos, neg = batch
            pos_logits, neg_logits = self.model.sequence_logits(seq, pos, neg)
            loss = sequential_bce(pos_logits, neg_logits, pos)
        return loss

    def train_epoch(self) -> float:
        self.model.train()
        if hasattr(self.dataset, "resample"):
            self.dataset.resample()
        loader = DataLoader(self.dataset, batch_size=self.tcfg["batch_size"], shuffle=True)
        total, n = 0.0, 0
        for batch in loader:
            loss = self._step(batch)
            self.optimizer.zero_grad()
            loss.backward()
            self.optimizer.step()
            total += loss.item()
            n += 1
        return total / max(n, 1)

    def fit(self):
        ckpt_dir = Path(self.cfg["checkpoint_dir"])
        patience = self.tcfg.get("patience")
        stale = 0
        for epoch in range(1, self.tcfg["epochs"] + 1):
            t0 = time.time()
            loss = self.train_epoch()
            metrics = self.evaluator.evaluate(self.model, self.device)
            pretty = " ".join(f"{k}={v:.4f}" for k, v in metrics.items())
            logger.info("epoch %02d loss=%.4f %s (%.1fs)", epoch, loss, pretty, time.time() - t0)
            if metrics[self.monitor] > self.best_metric:
                self.best_metric = metrics[self.monitor]
                save_checkpoint(ckpt_dir / "best.pt", self.model, self.cfg, epoch, metrics)
                stale = 0
            else:
                stale += 1
                if patience and stale >= patience:
                    logger.info("no improvement in %s for %d epochs, stopping", self.monitor, patience)
                    break
        save_checkpoint(ckpt_dir / "last.pt", self.model, self.cfg, self.tcfg["epochs"], metrics)
        return self.best_metric
