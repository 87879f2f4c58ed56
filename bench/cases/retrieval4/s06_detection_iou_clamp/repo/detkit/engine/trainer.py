import os
import time

import torch

from ..metrics import DetectionAP
from ..utils import save_model


@torch.no_grad()
def evaluate_map(model, loader, num_classes, device="cpu"):
    model.eval()
    ap = DetectionAP(num_classes)
    for images, targets, sizes in loader:
        preds = model.predict(images.to(device), sizes)
        for p, t in zip(preds, targets):
            ap.update({k: v.cpu() for k, v in p.items()}, t)
    return ap.compute()


class DetTrainer:
    def __init__(self, model, loss_fn, optimizer, cfg, device="cpu"):
        self.model = model.to(device)
        self.loss_fn = loss_fn
        self.optimizer = optimizer
        self.cfg = cfg
        self.device = device

    def train_epoch(self, loader, epoch):
        self.model.train()
        tot = {"cls": 0.0, "box": 0.0}
        for it, (images, targets, _) in enumerate(loader):
            cls_logits, deltas, anchors = self.model(images.to(self.device))
            losses = self.loss_fn(cls_logits, deltas, anchors, targets)
            loss = losses["cls"] + losses["box"]
            self.optimizer.zero_grad()
            loss.backward()
            torch.nn.utils.clip_grad_norm_(self.model.parameters(), 10.0)
            self.optimizer.step()
            for k in tot:
                tot[k] += float(losses[k])
        n = max(len(loader), 1)
        return {k: v / n for k, v in tot.items()}

    def fit(self, train_loader, val_loader):
        tc = self.cfg["train"]
        nc = self.cfg["model"]["num_classes"]
        for epoch in range(1, tc["epochs"] + 1):
            t0 = time.time()
            l = self.train_epoch(train_loader, epoch)
            msg = f"[ep {epoch:3d}] cls {l['cls']:.4f} box {l['box']:.4f}"
            if epoch % tc.get("eval_every", 1) == 0:
                msg += f" mAP@0.5 {evaluate_map(self.model, val_loader, nc, self.device)['mAP']:.4f}"
            print(msg + f" ({time.time() - t0:.0f}s)", flush=True)
            save_model(os.path.join(tc["out_dir"], "model.pt"), self.model, self.cfg, epoch)
