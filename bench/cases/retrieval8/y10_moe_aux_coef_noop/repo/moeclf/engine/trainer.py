"""Training loop for MoE classifiers."""

import torch

from moeclf.engine.evaluate import evaluate
from moeclf.losses import classification_loss, moe_auxiliary_losses
from moeclf.utils.logging import MetricLogger, get_logger


class Trainer:
    def __init__(self, model, cfg, train_loader, val_loader):
        self.model = model
        self.cfg = cfg
        self.train_loader = train_loader
        self.val_loader = val_loader
        optim_cfg = cfg["optim"]
        self.optimizer = torch.optim.AdamW(model.parameters(), lr=optim_cfg["lr"],
                                           weight_decay=optim_cfg["weight_decay"])
        moe_cfg = cfg["moe"]
        self.aux_coef = float(moe_cfg["aux_loss_coef"])
        self.z_coef = float(moe_cfg.get("z_loss_coef", 0.0))
        self.balance = moe_cfg.get("balance", "switch")
        self.grad_clip = optim_cfg.get("grad_clip")
        self.log = get_logger()
        self.step = 0

    def train_step(self, x, y):
        logits, routes = self.model(x)
        ce = classification_loss(logits, y)
        aux = moe_auxiliary_losses(routes, self.model.num_experts, balance=self.balance)
        loss = ce + self.aux_coef * aux["balance"] + self.z_coef * aux["z"]
        self.optimizer.zero_grad(set_to_none=True)
        loss.backward()
        if self.grad_clip:
            torch.nn.utils.clip_grad_norm_(self.model.parameters(), self.grad_clip)
        self.optimizer.step()
        self.step += 1
        return {"loss": loss.item(), "ce": ce.item(), "aux": aux["balance"].item()}

    def fit(self, verbose=True):
        meter = MetricLogger()
        history = []
        epochs = self.cfg["optim"]["epochs"]
        for epoch in range(1, epochs + 1):
            for x, y in self.train_loader:
                meter.update(**self.train_step(x, y))
                if verbose and self.step % self.cfg["log_every"] == 0:
                    self.log.info(f"epoch {epoch} step {self.step} {meter.format()}")
                    meter.reset()
            stats = evaluate(self.model, self.val_loader)
            history.append(stats)
            if verbose:
                load = " ".join(f"{v:.3f}" for v in stats["load"].tolist())
                self.log.info(f"[val] epoch {epoch} acc={stats['acc']:.4f} "
                              f"load_entropy={stats['load_entropy']:.4f} "
                              f"max_load={stats['max_load']:.3f} load=[{load}]")
        return history
