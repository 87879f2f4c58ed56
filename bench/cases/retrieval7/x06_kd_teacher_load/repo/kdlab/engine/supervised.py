"""Plain supervised training (used for the teacher) and evaluation."""
import torch
import torch.nn.functional as F

from ..metrics import nll, top1
from ..utils.meters import AverageMeter


@torch.no_grad()
def evaluate(model, loader):
    model.eval()
    logits, ys = [], []
    for x, y in loader:
        logits.append(model(x))
        ys.append(y)
    logits, ys = torch.cat(logits), torch.cat(ys)
    return {"acc": top1(logits, ys), "loss": nll(logits, ys)}


def train_supervised(model, train_loader, val_loader, epochs, lr, log=print, tag="teacher"):
    opt = torch.optim.Adam(model.parameters(), lr=lr)
    sched = torch.optim.lr_scheduler.CosineAnnealingLR(opt, T_max=epochs)
    for epoch in range(1, epochs + 1):
        model.train()
        meter = AverageMeter()
        for x, y in train_loader:
            opt.zero_grad()
            loss = F.cross_entropy(model(x), y)
            loss.backward()
            opt.step()
            meter.update(loss.item(), len(y))
        sched.step()
        m = evaluate(model, val_loader)
        log(f"[{tag}] epoch {epoch:2d} train_loss {meter.avg:.4f} val_acc {m['acc']:.4f}")
    return m
