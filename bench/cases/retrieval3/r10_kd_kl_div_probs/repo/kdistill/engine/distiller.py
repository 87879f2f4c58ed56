import os
import time

import torch
import torch.nn as nn

from kdistill.engine.evaluator import evaluate
from kdistill.losses import AttentionTransfer, FitNetHint, LabelSmoothingCE, SoftTargetKD
from kdistill.utils import get_logger, save_checkpoint


class Distiller(nn.Module):
    def __init__(self, teacher, student, cfg):
        super().__init__()
        d = cfg["distill"]
        self.teacher, self.student = teacher.eval(), student
        for p in self.teacher.parameters():
            p.requires_grad = False
        self.method, self.alpha = d["method"], d["alpha"]
        self.ce = LabelSmoothingCE(d["label_smoothing"])
        self.kd = SoftTargetKD(d["temperature"])
        self.hint_weight, self.at_weight = d["hint_weight"], d["at_weight"]
        if self.method == "fitnet":
            self.hint = FitNetHint(student.feat_channels[1], teacher.feat_channels[1])
        if self.method == "at":
            self.at = AttentionTransfer()

    def train(self, mode=True):
        super().train(mode)
        self.teacher.eval()
        return self

    def forward(self, x, y):
        s_logits, s_feats = self.student(x, return_feats=True)
        with torch.no_grad():
            t_logits, t_feats = self.teacher(x, return_feats=True)
        ce = self.ce(s_logits, y)
        kd = self.kd(s_logits, t_logits)
        total = (1 - self.alpha) * ce + self.alpha * kd
        if self.method == "fitnet":
            total = total + self.hint_weight * self.hint(s_feats[1], t_feats[1])
        elif self.method == "at":
            total = total + self.at_weight * self.at(s_feats, t_feats)
        return total, {"ce": ce.item(), "kd": kd.item(), "total": total.item()}

    def fit(self, train_loader, val_loader, cfg, device="cpu"):
        t = cfg["train"]
        log = get_logger("kd", os.path.join(cfg["output_dir"], "distill.log"))
        self.to(device)
        params = [p for p in self.parameters() if p.requires_grad]
        opt = torch.optim.SGD(params, lr=t["lr"], momentum=t["momentum"], weight_decay=t["weight_decay"], nesterov=True)
        sched = torch.optim.lr_scheduler.MultiStepLR(opt, t["milestones"], 0.1)
        teacher_acc = evaluate(self.teacher, val_loader, device)[1]
        log.info("teacher top1 %.2f", teacher_acc)
        best = 0.0
        for epoch in range(1, t["epochs"] + 1):
            self.train()
            t0, sums, n = time.time(), {"ce": 0.0, "kd": 0.0, "total": 0.0}, 0
            for x, y in train_loader:
                loss, stats = self(x.to(device), y.to(device))
                opt.zero_grad()
                loss.backward()
                opt.step()
                for k in sums:
                    sums[k] += stats[k]
                n += 1
            sched.step()
            acc = evaluate(self.student, val_loader, device)
            log.info("epoch %d | ce %.4f | kd %.4f | total %.4f | student top1 %.2f top5 %.2f | %.0fs", epoch,
                     sums["ce"] / n, sums["kd"] / n, sums["total"] / n, acc[1], acc[5], time.time() - t0)
            if acc[1] > best:
                best = acc[1]
                save_checkpoint(os.path.join(cfg["output_dir"], "student_best.pt"), self.student, epoch=epoch)
        return best
