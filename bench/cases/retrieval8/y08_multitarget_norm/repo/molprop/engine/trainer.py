"""Training loop with target normalisation."""
import torch

from molprop.engine.evaluate import evaluate
from molprop.losses import get_loss
from molprop.utils.logging import get_logger


class Trainer:
    def __init__(self, model, normalizer, cfg, target_names):
        self.model = model
        self.normalizer = normalizer
        self.target_names = list(target_names)
        t = cfg["train"]
        self.opt = torch.optim.Adam(model.parameters(), lr=t["lr"], weight_decay=t["weight_decay"])
        self.loss_fn = get_loss(t["loss"])
        self.log_every = t.get("log_every", 5)
        self.log = get_logger("molprop")

    def train_epoch(self, loader):
        self.model.train()
        total, n = 0.0, 0
        for batch in loader:
            target = self.normalizer.transform(batch.y)
            loss = self.loss_fn(self.model(batch), target)
            self.opt.zero_grad()
            loss.backward()
            self.opt.step()
            total += loss.item() * batch.num_graphs
            n += batch.num_graphs
        return total / max(n, 1)

    def _fmt(self, metrics):
        return " ".join(f"{k} {metrics['mae/' + k]:.4f}" for k in self.target_names)

    def run(self, train_loader, val_loader, epochs, baseline=None):
        if baseline is not None:
            self.log.info("mean-predictor val MAE | %s",
                          " ".join(f"{k} {v:.4f}" for k, v in zip(self.target_names, baseline)))
        history = []
        for epoch in range(1, epochs + 1):
            loss = self.train_epoch(train_loader)
            if epoch % self.log_every == 0 or epoch == epochs:
                m = evaluate(self.model, val_loader, self.normalizer, self.target_names)
                self.log.info("epoch %3d | train loss %.4f | val MAE %s", epoch, loss, self._fmt(m))
                history.append({"epoch": epoch, "loss": loss, **m})
        return history
