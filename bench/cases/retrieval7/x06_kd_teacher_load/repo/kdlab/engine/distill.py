"""Teacher -> student distillation loop."""
import torch

from ..losses.kd import DistillationLoss
from ..metrics import agreement
from ..utils.meters import AverageMeter
from .supervised import evaluate


class Distiller:
    def __init__(self, teacher, student, cfg):
        self.teacher = teacher.eval()
        self.student = student
        d = cfg["distill"]
        self.epochs = d["epochs"]
        self.criterion = DistillationLoss(d["alpha"], d["temperature"], d.get("soft_loss", "kl"))
        self.opt = torch.optim.Adam(student.parameters(), lr=d["lr"])
        self.sched = torch.optim.lr_scheduler.CosineAnnealingLR(self.opt, T_max=self.epochs)

    def train_epoch(self, loader):
        self.student.train()
        meters = {k: AverageMeter() for k in ("total", "soft", "hard")}
        for x, y in loader:
            with torch.no_grad():
                t_logits = self.teacher(x)
            s_logits = self.student(x)
            loss, parts = self.criterion(s_logits, t_logits, y)
            self.opt.zero_grad()
            loss.backward()
            self.opt.step()
            meters["total"].update(loss.item(), len(y))
            for k, v in parts.items():
                meters[k].update(v, len(y))
        self.sched.step()
        return {k: m.avg for k, m in meters.items()}

    @torch.no_grad()
    def teacher_agreement(self, loader):
        self.student.eval()
        s, t = [], []
        for x, _ in loader:
            s.append(self.student(x))
            t.append(self.teacher(x))
        return agreement(torch.cat(s), torch.cat(t))

    def fit(self, train_loader, val_loader, log=print):
        for epoch in range(1, self.epochs + 1):
            tr = self.train_epoch(train_loader)
            m = evaluate(self.student, val_loader)
            log(f"[student] epoch {epoch:2d} loss {tr['total']:.4f} (soft {tr['soft']:.4f} "
                f"hard {tr['hard']:.4f}) val_acc {m['acc']:.4f}")
        m["agreement"] = self.teacher_agreement(val_loader)
        log(f"[student] final val_acc {m['acc']:.4f} teacher_agreement {m['agreement']:.4f}")
        return m
