import torch

from vidrec.losses import mixup_batch
from vidrec.utils.meters import MetricLogger


def train_one_epoch(model, loss_fn, loader, optimizer, scheduler, cfg, epoch, log, device="cuda"):
    model.train()
    meters = MetricLogger()
    n_cls, l = cfg["data"]["num_classes"], cfg["loss"]
    for step, (clips, labels) in enumerate(loader, 1):
        clips, labels = clips.to(device, non_blocking=True), labels.to(device)
        x, y = mixup_batch(clips, labels, n_cls, l["mixup_alpha"], l["label_smoothing"])
        logits = model(x)
        loss = loss_fn(logits, y)
        optimizer.zero_grad(set_to_none=True)
        loss.backward()
        optimizer.step()
        scheduler.step()
        acc1 = (logits.argmax(-1) == labels).float().mean() * 100
        meters.update(loss=loss.item(), acc1=acc1.item(), lr=optimizer.param_groups[0]["lr"])
        if step % cfg["train"]["log_every"] == 0:
            log.info("epoch %d [%d/%d] %s", epoch, step, len(loader), meters)
    return {k: m.global_avg for k, m in meters.meters.items()}
