import os
import time

import torch

from depthkit.engine.evaluator import evaluate
from depthkit.utils import get_logger, save_checkpoint


def train(model, loss_fn, train_loader, val_loader, cfg, device="cpu"):
    t, d = cfg["train"], cfg["data"]
    log = get_logger("depthkit.train", os.path.join(cfg["output_dir"], "train.log"))
    model.to(device)
    opt = torch.optim.AdamW(model.parameters(), lr=t["lr"], weight_decay=t["weight_decay"])
    total = t["epochs"] * len(train_loader)
    sched = torch.optim.lr_scheduler.OneCycleLR(opt, t["lr"], total_steps=total, pct_start=0.3)
    best, step = float("inf"), 0
    for epoch in range(1, t["epochs"] + 1):
        model.train()
        t0 = time.time()
        for rgb, depth in train_loader:
            rgb, depth = rgb.to(device), depth.to(device)
            pred = model(rgb).squeeze(1)
            mask = (depth > d["min_depth"]) & (depth < d["max_depth"])
            loss = loss_fn(pred, depth, mask)
            opt.zero_grad()
            loss.backward()
            opt.step()
            sched.step()
            step += 1
            if step % t["log_every"] == 0:
                log.info("epoch %d step %d/%d silog %.4f lr %.2e", epoch, step, total, loss.item(), sched.get_last_lr()[0])
        res = evaluate(model, val_loader, cfg, device)
        log.info("epoch %d | abs_rel %.4f rmse %.3f a1 %.4f | %.0fs", epoch, res["abs_rel"], res["rmse"], res["a1"],
                 time.time() - t0)
        if res["abs_rel"] < best:
            best = res["abs_rel"]
            save_checkpoint(os.path.join(cfg["output_dir"], "best.pt"), model, epoch=epoch)
    return best
