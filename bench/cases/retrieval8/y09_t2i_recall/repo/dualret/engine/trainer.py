import torch

from dualret.utils.logging import get_logger


class Trainer:
    def __init__(self, model, loss_fn, cfg, evaluator=None):
        t = cfg["train"]
        self.model = model
        self.loss_fn = loss_fn
        self.evaluator = evaluator
        self.eval_every = t.get("eval_every", 1)
        decay, no_decay = [], []
        for n, p in model.named_parameters():
            (no_decay if p.ndim < 2 or n == "logit_scale" else decay).append(p)
        self.opt = torch.optim.AdamW([{"params": decay, "weight_decay": t["weight_decay"]},
                                      {"params": no_decay, "weight_decay": 0.0}], lr=t["lr"])
        self.log = get_logger("dualret")

    def train_epoch(self, loader):
        self.model.train()
        total, n = 0.0, 0
        for batch in loader:
            logits = self.model(batch["images"], batch["tokens"], batch["lengths"])
            loss = self.loss_fn(logits)
            self.opt.zero_grad(set_to_none=True)
            loss.backward()
            self.opt.step()
            total += loss.item() * logits.shape[0]
            n += logits.shape[0]
        return total / max(n, 1)

    def fit(self, loader, epochs):
        history = []
        for epoch in range(1, epochs + 1):
            loss = self.train_epoch(loader)
            row = {"epoch": epoch, "loss": loss, "temp": 1.0 / self.model.scale().item()}
            if self.evaluator is not None and (epoch % self.eval_every == 0 or epoch == epochs):
                row.update(self.evaluator(self.model))
                self.log.info(
                    "epoch %d loss %.4f temp %.3f | i2t R@1/5/10 %.1f/%.1f/%.1f | "
                    "t2i R@1/5/10 %.1f/%.1f/%.1f | rsum %.1f", epoch, loss, row["temp"],
                    *[row[f"i2t_R@{k}"] for k in (1, 5, 10)],
                    *[row[f"t2i_R@{k}"] for k in (1, 5, 10)], row["rsum"])
            else:
                self.log.info("epoch %d loss %.4f temp %.3f", epoch, loss, row["temp"])
            history.append(row)
        return history
