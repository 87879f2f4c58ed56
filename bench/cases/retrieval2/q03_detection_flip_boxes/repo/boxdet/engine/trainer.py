import logging
import os
import time

import torch

from ..evaluation import DetectionEvaluator, batched_nms
from ..losses import centernet_focal_loss, masked_l1
from ..models.targets import build_targets
from .lr import WarmupMultiStep

logger = logging.getLogger("boxdet.trainer")


class Trainer:
    def __init__(self, cfg, model, train_loader, val_loader, device="cpu"):
        self.cfg = cfg
        self.model = model.to(device)
        self.device = device
        self.train_loader, self.val_loader = train_loader, val_loader
        s = cfg.solver
        self.optimizer = torch.optim.AdamW(model.parameters(), lr=s.base_lr, weight_decay=s.weight_decay)
        iters = len(train_loader)
        self.scheduler = WarmupMultiStep(self.optimizer, [m * iters for m in s.milestones], s.warmup_iters)
        self.iter = 0

    def compute_losses(self, images, targets):
        out = self.model(images)
        H, W = out["heatmap"].shape[-2:]
        t = build_targets(targets, self.cfg.num_classes, H, W, self.model.stride)
        t = {k: v.to(self.device) for k, v in t.items()}
        return {
            "hm": centernet_focal_loss(out["heatmap"], t["heatmap"]),
            "wh": 0.1 * masked_l1(out["size"], t["size"], t["index"], t["mask"]),
            "off": masked_l1(out["offset"], t["offset"], t["index"], t["mask"]),
        }

    def train_one_epoch(self, epoch):
        self.model.train()
        t0 = time.time()
        for images, targets in self.train_loader:
            losses = self.compute_losses(images.to(self.device), targets)
            loss = sum(losses.values())
            self.optimizer.zero_grad()
            loss.backward()
            self.optimizer.step()
            self.scheduler.step()
            self.iter += 1
            if self.iter % 20 == 0:
                parts = " ".join(f"{k}={v.item():.3f}" for k, v in losses.items())
                logger.info("ep %d it %d loss=%.3f %s lr=%.2e (%.1fs)", epoch, self.iter, loss.item(), parts,
                            self.optimizer.param_groups[0]["lr"], time.time() - t0)

    @torch.no_grad()
    def evaluate(self):
        self.model.eval()
        ev = DetectionEvaluator(self.cfg.num_classes, self.cfg.test.iou_threshold)
        for images, targets in self.val_loader:
            out = self.model(images.to(self.device))
            sizes = [t["image_size"] for t in targets]
            dets = self.model.decode(out, sizes, self.cfg.test.max_detections, self.cfg.test.score_threshold)
            for d, t in zip(dets, targets):
                keep = batched_nms(d["boxes"], d["scores"], d["labels"], 0.6)
                ev.update({k: v[keep] for k, v in d.items()}, t)
        return ev.compute()

    def fit(self):
        for epoch in range(1, self.cfg.solver.epochs + 1):
            self.train_one_epoch(epoch)
            res = self.evaluate()
            per_cls = ", ".join(f"{self.cfg.dataset['classes'][c]}={ap:.3f}" for c, ap in res["per_class"].items())
            logger.info("epoch %d  mAP@%.2f=%.4f  [%s]", epoch, self.cfg.test.iou_threshold, res["mAP"], per_cls)
        os.makedirs(self.cfg.output_dir, exist_ok=True)
        torch.save(self.model.state_dict(), os.path.join(self.cfg.output_dir, "model_final.pt"))
        return res
