import os

import torch

from posekit.engine.predictor import PoseEstimator
from posekit.metrics import pck
from posekit.utils import get_logger, save_checkpoint


@torch.no_grad()
def validate(model, loader, cfg, device="cpu"):
    model.eval()
    est = PoseEstimator(model, cfg["data"]["stride"], cfg["test"]["decode"], cfg["test"]["refine"])
    preds, gts, vis, norms = [], [], [], []
    for images, _, _, meta in loader:
        preds.append(est.predict(images.to(device))[..., :2].cpu())
        gts.append(meta["keypoints"][..., :2])
        vis.append(meta["keypoints"][..., 2] > 0)
        norms.append(meta["bbox_size"])
    return pck(torch.cat(preds), torch.cat(gts), torch.cat(vis), torch.cat(norms), cfg["test"]["pck_thresh"])


def train(model, loss_fn, train_loader, val_loader, cfg, device="cpu"):
    log = get_logger("posekit.train", os.path.join(cfg["output_dir"], "train.log"))
    t = cfg["train"]
    model.to(device)
    opt = torch.optim.Adam(model.parameters(), lr=t["lr"])
    sched = torch.optim.lr_scheduler.MultiStepLR(opt, t["milestones"], 0.1)
    best = 0.0
    for epoch in range(1, t["epochs"] + 1):
        model.train()
        total, n = 0.0, 0
        for images, heatmaps, weights, _ in train_loader:
            out = model(images.to(device))
            loss = loss_fn(out, heatmaps.to(device), weights.to(device))
            opt.zero_grad()
            loss.backward()
            opt.step()
            total, n = total + loss.item(), n + 1
        sched.step()
        score = validate(model, val_loader, cfg, device)
        log.info("epoch %3d  loss %.6f  PCK@%.2f %.4f", epoch, total / n, cfg["test"]["pck_thresh"], score)
        if score > best:
            best = score
            save_checkpoint(os.path.join(cfg["output_dir"], "best.pt"), model, epoch=epoch)
    return best
