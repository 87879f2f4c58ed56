import os
import time

import torch

from srkit.engine.evaluator import evaluate
from srkit.utils import get_logger, save_checkpoint


def train(model, loss_fn, train_loader, val_loader, cfg, device="cpu"):
    log = get_logger("srkit", os.path.join(cfg["output_dir"], "train.log"))
    t, e = cfg["train"], cfg["eval"]
    model.to(device)
    opt = torch.optim.Adam([p for p in model.parameters() if p.requires_grad], lr=t["lr"], betas=(0.9, 0.99))
    sched = torch.optim.lr_scheduler.MultiStepLR(opt, t["milestones"], 0.5)
    best = 0.0
    for epoch in range(1, t["epochs"] + 1):
        model.train()
        t0, total, n = time.time(), 0.0, 0
        for lr, hr, _ in train_loader:
            loss = loss_fn(model(lr.to(device)), hr.to(device))
            opt.zero_grad()
            loss.backward()
            opt.step()
            total, n = total + loss.item(), n + 1
        sched.step()
        if epoch % t["val_every"] == 0:
            res, _ = evaluate(model, val_loader, e["y_channel"], e["crop_border"], False, device)
            log.info("epoch %d loss %.5f | val PSNR %.2f dB SSIM %.4f | %.0fs", epoch, total / n, res["psnr"],
                     res["ssim"], time.time() - t0)
            if res["psnr"] > best:
                best = res["psnr"]
                save_checkpoint(os.path.join(cfg["output_dir"], "best.pt"), model, epoch=epoch)
    return best
