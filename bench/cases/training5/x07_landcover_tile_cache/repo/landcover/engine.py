import os
import time

import torch

from .losses import seg_loss
from .metrics import confusion_matrix, mean_iou


def rss_mb():
    with open("/proc/self/statm") as f:
        pages = int(f.read().split()[1])
    return pages * os.sysconf("SC_PAGE_SIZE") / 2 ** 20


def train_one_epoch(model, loader, opt, dice_weight):
    model.train()
    total, n = 0.0, 0
    for image, mask in loader:
        loss = seg_loss(model(image), mask, dice_weight)
        opt.zero_grad()
        loss.backward()
        opt.step()
        total += loss.item() * len(mask)
        n += len(mask)
    return total / max(n, 1)


@torch.no_grad()
def validate(model, loader, n_classes):
    model.eval()
    conf = torch.zeros(n_classes, n_classes, dtype=torch.long)
    for image, mask in loader:
        conf += confusion_matrix(model(image).argmax(1), mask, n_classes)
    miou, per_class = mean_iou(conf)
    return {"miou": miou, "iou": per_class}


def fit(model, train_loader, val_loader, opt, epochs, n_classes, dice_weight=0.5,
        log_memory=True, out_dir=None):
    history = []
    for epoch in range(1, epochs + 1):
        t0 = time.time()
        loss = train_one_epoch(model, train_loader, opt, dice_weight)
        val = validate(model, val_loader, n_classes)
        row = {"epoch": epoch, "loss": loss, "miou": val["miou"], "seconds": time.time() - t0}
        if log_memory:
            row["rss_mb"] = rss_mb()
        history.append(row)
        msg = f"epoch {epoch:3d}  loss {loss:.4f}  val_mIoU {val['miou']:.3f}  {row['seconds']:.0f}s"
        if log_memory:
            msg += f"  rss {row['rss_mb']:.0f}MB"
        print(msg, flush=True)
        if out_dir:
            os.makedirs(out_dir, exist_ok=True)
            torch.save(model.state_dict(), os.path.join(out_dir, "last.pt"))
    return history
