import torch

from ..losses import bpr_loss, in_batch_softmax_loss, pointwise_bce
from ..utils import get_logger


class RecTrainer:
    def __init__(self, model, optimizer, cfg, device="cpu"):
        self.model = model.to(device)
        self.optimizer = optimizer
        self.cfg = cfg
        self.device = device
        self.loss_name = cfg["train"].get("loss", "bpr")
        self.reg = cfg["train"].get("l2_reg", 0.0)
        self.log = get_logger()

    def _loss(self, batch):
        if self.loss_name == "bpr":
            u, i, j = (t.to(self.device) for t in batch)
            loss = bpr_loss(self.model.score(u, i), self.model.score(u, j))
        elif self.loss_name == "softmax":
            u, i, _ = (t.to(self.device) for t in batch)
            loss = in_batch_softmax_loss(self.model.user_vec(u), self.model.item_vec(i), self.model.temperature)
        else:
            u, i, y = (t.to(self.device) for t in batch)
            loss = pointwise_bce(self.model.score(u, i), y)
        if self.reg > 0:
            loss = loss + self.reg * sum(p.pow(2).sum() for p in self.model.parameters()) / u.size(0)
        return loss

    def train_epoch(self, loader):
        self.model.train()
        tot, n = 0.0, 0
        for batch in loader:
            loss = self._loss(batch)
            self.optimizer.zero_grad()
            loss.backward()
            self.optimizer.step()
            tot += loss.item()
            n += 1
        return tot / max(n, 1)

    def fit(self, loader, evaluator, epochs):
        key = f"ndcg@{self.cfg['eval']['ks'][0]}"
        best, history = -1.0, []
        for epoch in range(1, epochs + 1):
            loss = self.train_epoch(loader)
            m = evaluator.evaluate(self.model, self.device)
            history.append(m)
            parts = " | ".join(f"{k} {v:.4f}" for k, v in m.items())
            self.log.info(f"epoch {epoch} | {self.loss_name}_loss {loss:.4f} | {parts}")
            if m[key] > best:
                best = m[key]
        return best, history
