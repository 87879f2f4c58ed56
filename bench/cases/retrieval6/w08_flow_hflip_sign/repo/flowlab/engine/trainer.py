import torch

from ..losses import MultiScaleEPELoss, PhotometricLoss
from ..utils import MeterBuffer, format_metrics, get_logger
from ..utils.checkpoint import save_checkpoint
from .evaluator import evaluate_flow
from .optim import build_lr_scheduler, build_optimizer


class Trainer:
    def __init__(self, cfg, model, loaders):
        self.cfg = cfg
        self.model = model
        self.loaders = loaders
        tcfg = cfg.train
        self.num_steps = tcfg.get("num_steps", 300)
        self.log_every = tcfg.get("log_every", 50)
        self.eval_every = tcfg.get("eval_every", 100)
        self.clip = tcfg.get("grad_clip", 1.0)
        self.sup_loss = MultiScaleEPELoss(cfg.loss.get("weights", (1.0, 0.5, 0.25)))
        self.photo_loss = PhotometricLoss(cfg.loss.get("photometric_weight", 0.0))
        self.optimizer = build_optimizer(model, cfg.optimizer)
        self.scheduler = build_lr_scheduler(self.optimizer, cfg.get("scheduler"), self.num_steps)
        self.logger = get_logger("flowlab")

    def _batches(self):
        while True:
            for batch in self.loaders["train"]:
                yield batch

    def train(self):
        self.model.train()
        meters = MeterBuffer()
        last_eval = {}
        for step, batch in zip(range(1, self.num_steps + 1), self._batches()):
            preds = self.model(batch["img1"], batch["img2"])
            loss, terms = self.sup_loss(preds, batch["flow"])
            loss = loss + self.photo_loss(batch["img1"], batch["img2"], preds[0])
            self.optimizer.zero_grad(set_to_none=True)
            loss.backward()
            torch.nn.utils.clip_grad_norm_(self.model.parameters(), self.clip)
            self.optimizer.step()
            self.scheduler.step()
            meters.update(loss=loss.item(), **{k: v.item() for k, v in terms.items()})
            if step % self.log_every == 0:
                self.logger.info(f"[train] step {step:>5d} | "
                                 + format_metrics(meters.averages(), 3))
                meters.reset()
            if step % self.eval_every == 0 or step == self.num_steps:
                last_eval = evaluate_flow(self.model, self.loaders["val"],
                                          tta=self.cfg.eval.get("tta", False))
                self.logger.info(f"[val]   step {step:>5d} | " + format_metrics(last_eval, 3))
        ckpt = self.cfg.train.get("checkpoint")
        if ckpt:
            save_checkpoint(ckpt, self.model, self.optimizer, epoch=self.num_steps)
        return last_eval
