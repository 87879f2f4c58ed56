"""Teacher -> student distillation loop."""
import os

import torch
from torch.utils.data import DataLoader

from ..data import build_dataset
from ..losses import DistillationLoss, HintLoss
from ..models import FeatureTap, build_model, freeze
from ..transforms import build_transforms
from ..utils.checkpoint import load_checkpoint, save_checkpoint
from ..utils.logging import AverageMeter, get_logger
from ..utils.optim import build_optimizer, build_scheduler
from .evaluator import evaluate


class DistillTrainer:
    def __init__(self, cfg, teacher=None):
        self.cfg = cfg
        tc, dc = cfg["train"], cfg["distill"]
        self.log = get_logger("distilkit.distill")
        nc = cfg["data"]["num_classes"]
        if teacher is None:
            teacher = build_model(cfg["teacher"], nc)
            if cfg["teacher"].get("ckpt"):
                load_checkpoint(cfg["teacher"]["ckpt"], teacher)
        self.teacher = FeatureTap(freeze(teacher))
        self.student = FeatureTap(build_model(cfg["model"], nc))
        self.criterion = DistillationLoss(dc.get("alpha", 0.5), dc.get("temperature", 4.0))
        self.hint_weight = float(dc.get("hint_weight", 0.0))
        params = list(self.student.parameters())
        self.hint = None
        if self.hint_weight > 0:
            self.hint = HintLoss(self.student.model.feature_dim, self.teacher.model.feature_dim)
            params += list(self.hint.parameters())
        self.params = params
        self.loader = DataLoader(build_dataset(cfg, "train", build_transforms(True)), batch_size=tc["batch_size"],
                                 shuffle=True, num_workers=tc.get("num_workers", 0), drop_last=True)
        self.val_loader = DataLoader(build_dataset(cfg, "val", build_transforms(False)), batch_size=256)
        self.accum_steps = int(tc.get("accum_steps", 1))
        self.clip_norm = float(tc.get("clip_norm", 0.0))
        self.optimizer = build_optimizer(params, cfg["optim"])
        self.epochs = tc["epochs"]
        steps = self.epochs * len(self.loader) // self.accum_steps
        self.scheduler = build_scheduler(self.optimizer, cfg["optim"], steps)
        self.out_dir = tc["out_dir"]

    def _clip(self):
        if self.clip_norm > 0:
            torch.nn.utils.clip_grad_norm_(self.params, self.clip_norm)

    def _loss(self, images, labels):
        with torch.no_grad():
            t_logits, t_feats = self.teacher(images)
        s_logits, s_feats = self.student(images)
        loss, parts = self.criterion(s_logits, t_logits, labels)
        if self.hint is not None:
            h = self.hint(s_feats, t_feats)
            loss = loss + self.hint_weight * h
            parts["hint"] = h.item()
        return loss, parts

    def train_step(self, images, labels, step):
        loss, parts = self._loss(images, labels)
        if self.accum_steps == 1:
            self.optimizer.zero_grad(set_to_none=True)
            loss.backward()
            self._clip()
            self.optimizer.step()
            self.scheduler.step()
            return loss.item(), parts
        (loss / self.accum_steps).backward()
        if (step + 1) % self.accum_steps == 0:
            self._clip()
            self.optimizer.zero_grad(set_to_none=True)
            self.optimizer.step()
            self.scheduler.step()
        return loss.item(), parts

    def fit(self):
        best = 0.0
        self.optimizer.zero_grad(set_to_none=True)
        for epoch in range(1, self.epochs + 1):
            self.student.train()
            meter, kd_m, ce_m = AverageMeter(), AverageMeter(), AverageMeter()
            for step, (x, y) in enumerate(self.loader):
                loss, parts = self.train_step(x, y, step)
                meter.update(loss, y.numel())
                kd_m.update(parts["kd"], y.numel())
                ce_m.update(parts["ce"], y.numel())
            res = evaluate(self.student.model, self.val_loader)
            self.log.info("epoch %d loss %.4f (kd %.4f ce %.4f) val_acc %.4f", epoch, meter.avg, kd_m.avg,
                          ce_m.avg, res["acc"])
            save_checkpoint(os.path.join(self.out_dir, "last.pt"), self.student.model, None, epoch)
            if res["acc"] > best:
                best = res["acc"]
                save_checkpoint(os.path.join(self.out_dir, "best.pt"), self.student.model, None, epoch, res)
        return best
