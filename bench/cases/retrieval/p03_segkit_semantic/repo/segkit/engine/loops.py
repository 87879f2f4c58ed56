import torch

from ..metrics import SegMetrics, boundary_f1


def train_one_epoch(model, loader, criterion, optimizer, scheduler=None, log=None, log_every=0):
    model.train()
    total, n = 0.0, 0
    for i, (img, mask) in enumerate(loader):
        logits = model(img)
        loss = criterion(logits, mask)
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
        if scheduler is not None:
            scheduler.step()
        total += loss.item() * img.size(0)
        n += img.size(0)
        if log and log_every and i % log_every == 0:
            log(f"[train] iter {i:4d} loss {loss.item():.4f}")
    return total / max(1, n)


@torch.no_grad()
def evaluate(model, loader, num_classes, ignore_index=255, max_images=None, with_boundary=False):
    model.eval()
    metrics = SegMetrics(num_classes, ignore_index)
    bf1 = []
    for img, mask in loader:
        if max_images is not None and metrics.images >= max_images:
            break
        pred = model(img).argmax(1)
        metrics.update(pred, mask)
        if with_boundary:
            bf1.append(boundary_f1(pred, mask, num_classes, ignore_index=ignore_index))
    out = metrics.summary()
    if with_boundary and bf1:
        out["boundary_f1"] = sum(bf1) / len(bf1)
    return out, metrics


def poly_lr(optimizer, total_steps, power=0.9):
    return torch.optim.lr_scheduler.LambdaLR(
        optimizer, lambda s: max(0.0, 1 - s / max(1, total_steps)) ** power)
