import math

import torch

from ..losses import NLLLoss
from ..utils import AverageMeter, get_logger
from ..utils.checkpoint import save_checkpoint
from .evaluator import evaluate_density


class Trainer:
    def __init__(self, cfg, model, loaders, meta):
        self.cfg = cfg
        self.model = model
        self.loaders = loaders
        self.meta = meta
        t = cfg.train
        self.epochs = t.get("epochs", 20)
        self.grad_clip = t.get("grad_clip", None)
        self.loss_fn = NLLLoss(t.get("l2", 0.0))
        opt = cfg.optimizer
        self.optimizer = torch.optim.Adam(model.parameters(), lr=opt.get("lr", 1e-3),
                                          weight_decay=opt.get("weight_decay", 0.0))
        self.scheduler = None
        if cfg.get("scheduler", {}).get("type") == "cosine":
            self.scheduler = torch.optim.lr_scheduler.CosineAnnealingLR(self.optimizer,
                                                                        T_max=self.epochs)
        self.logger = get_logger("densflow")

    def train_epoch(self):
        self.model.train()
        meter = AverageMeter()
        for (x,) in self.loaders["train"]:
            loss = self.loss_fn(self.model, x)
            self.optimizer.zero_grad(set_to_none=True)
            loss.backward()
            if self.grad_clip:
                torch.nn.utils.clip_grad_norm_(self.model.parameters(), self.grad_clip)
            self.optimizer.step()
            meter.update(loss.item(), x.size(0))
        if self.scheduler is not None:
            self.scheduler.step()
        return meter.avg

    def fit(self):
        dim, scaler = self.meta["dim"], self.meta["scaler"]
        history = []
        for epoch in range(1, self.epochs + 1):
            train_nll = self.train_epoch()
            if scaler is not None:  # report in data space, like the validation NLL
                train_nll = train_nll - scaler.log_abs_det
            val = evaluate_density(self.model, self.loaders["val"], dim, scaler)
            history.append({"epoch": epoch, "train_nll": train_nll, **val})
            ref = self.meta.get("entropy")
            ref_txt = f" | entropy {ref:.3f}" if ref is not None else ""
            self.logger.info(f"epoch {epoch:3d} | train_nll {train_nll:.4f} | "
                             f"val_nll {val['nll']:.4f} | val_bpd {val['bpd']:.4f}{ref_txt}")
            if not math.isfinite(train_nll):
                self.logger.info("non-finite training loss, stopping")
                break
        ckpt = self.cfg.train.get("checkpoint")
        if ckpt:
            save_checkpoint(ckpt, self.model, self.optimizer, epoch=epoch)
        return history
