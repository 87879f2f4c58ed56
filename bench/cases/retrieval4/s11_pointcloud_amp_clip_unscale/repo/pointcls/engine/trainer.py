import os

import torch

from ..metrics import ClassAccuracy
from ..utils import clip_gradients, get_logger, grad_norm, save_checkpoint


@torch.no_grad()
def evaluate(model, loader, num_classes, device, votes=1, amp=False):
    model.eval()
    acc = ClassAccuracy(num_classes)
    for pts, y in loader:
        pts = pts.to(device)
        logits = 0
        for _ in range(votes):
            with torch.autocast(device_type=device.type, dtype=torch.float16, enabled=amp):
                out, _ = model(pts)
            logits = logits + out.float().softmax(-1)
        acc.update(logits, y)
    return acc.compute()


class Trainer:
    def __init__(self, model, loss_fn, optimizer, scheduler, cfg, num_classes, device):
        self.model = model.to(device)
        self.loss_fn = loss_fn
        self.optimizer = optimizer
        self.scheduler = scheduler
        self.cfg = cfg
        self.num_classes = num_classes
        self.device = device
        tc = cfg["train"]
        self.amp = bool(tc["amp"]) and device.type == "cuda"
        self.scaler = torch.cuda.amp.GradScaler(init_scale=tc.get("init_scale", 2.0 ** 16)) if self.amp else None
        self.grad_clip = float(tc["grad_clip"])
        self.log = get_logger()
        self.global_step = 0

    def _backward_step(self, loss):
        if self.scaler is not None:
            self.scaler.scale(loss).backward()
            if self.grad_clip > 0:
                clip_gradients(self.model, self.grad_clip)
            self.scaler.step(self.optimizer)
            self.scaler.update()
        else:
            loss.backward()
            if self.grad_clip > 0:
                clip_gradients(self.model, self.grad_clip)
            self.optimizer.step()

    def train_epoch(self, loader, epoch):
        self.model.train()
        tot, n = 0.0, 0
        for pts, y in loader:
            pts, y = pts.to(self.device), y.to(self.device)
            self.optimizer.zero_grad(set_to_none=True)
            with torch.autocast(device_type=self.device.type, dtype=torch.float16, enabled=self.amp):
                logits, trans = self.model(pts)
            loss = self.loss_fn(logits, y, trans)
            self._backward_step(loss)
            self.global_step += 1
            if self.global_step % self.cfg["train"]["log_every"] == 0:
                scale = self.scaler.get_scale() if self.scaler is not None else 1.0
                self.log.info(f"ep {epoch} it {self.global_step} loss {loss.item():.4f} "
                              f"gnorm {grad_norm(self.model.parameters()):.3f} scale {scale:.0f}")
            tot += loss.item() * y.size(0)
            n += y.size(0)
        self.scheduler.step()
        return tot / max(n, 1)

    def fit(self, train_loader, test_loader):
        tc = self.cfg["train"]
        best = 0.0
        for epoch in range(1, tc["epochs"] + 1):
            loss = self.train_epoch(train_loader, epoch)
            m = evaluate(self.model, test_loader, self.num_classes, self.device, amp=self.amp)
            if m["oa"] > best:
                best = m["oa"]
                save_checkpoint(os.path.join(tc["out_dir"], "best.pt"), self.model, self.optimizer, self.scaler, epoch, m)
            self.log.info(f"epoch {epoch:3d} train_loss {loss:.4f} test OA {m['oa']:.4f} mAcc {m['macc']:.4f} best {best:.4f}")
        return best
