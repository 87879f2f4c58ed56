import os
import time

import torch

from tsfc.engine.evaluator import evaluate
from tsfc.utils import get_logger


def train(model, loss_fn, train_loader, val_loader, cfg, device="cpu", extra_state=None):
    log = get_logger("tsfc.train", os.path.join(cfg["output_dir"], "train.log"))
    opt = torch.optim.Adam(model.parameters(), lr=cfg["train"]["lr"])
    sched = torch.optim.lr_scheduler.ExponentialLR(opt, gamma=0.5)
    model.to(device)
    best, bad = float("inf"), 0
    path = os.path.join(cfg["output_dir"], "model.pt")
    os.makedirs(cfg["output_dir"], exist_ok=True)
    for epoch in range(1, cfg["train"]["epochs"] + 1):
        model.train()
        t0, total, n = time.time(), 0.0, 0
        for batch in train_loader:
            x, y = batch[0].to(device), batch[1].to(device)
            loss = loss_fn(model(x), y)
            opt.zero_grad()
            loss.backward()
            opt.step()
            total += loss.item() * x.shape[0]
            n += x.shape[0]
        sched.step()
        val = evaluate(model, val_loader, device)
        log.info("epoch %d train %.4f val_mse %.4f val_mae %.4f (%.1fs)", epoch, total / n, val["mse"], val["mae"],
                 time.time() - t0)
        if val["mse"] < best:
            best, bad = val["mse"], 0
            torch.save({"model": model.state_dict(), **(extra_state or {})}, path)
        else:
            bad += 1
            if bad >= cfg["train"]["patience"]:
                log.info("early stop at epoch %d", epoch)
                break
    return path
