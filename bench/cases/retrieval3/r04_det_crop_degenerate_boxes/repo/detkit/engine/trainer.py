import os

import torch

from detkit.engine.evaluator import evaluate
from detkit.utils import get_logger, save_checkpoint


def train(model, loss_fn, train_loader, val_loader, cfg, device="cpu"):
    t = cfg["train"]
    log = get_logger("detkit.train", os.path.join(cfg["output_dir"], "train.log"))
    model.to(device)
    opt = torch.optim.SGD(model.parameters(), lr=t["lr"], momentum=t["momentum"], weight_decay=t["weight_decay"])
    total = t["epochs"] * len(train_loader)
    it = 0
    for epoch in range(1, t["epochs"] + 1):
        model.train()
        for images, targets in train_loader:
            warm = min(1.0, (it + 1) / t["warmup_iters"])
            for g in opt.param_groups:
                g["lr"] = t["lr"] * warm * (0.1 if it > 0.8 * total else 1.0)
            cls_out, box_out, anchors = model(images.to(device))
            losses = loss_fn(model, cls_out, box_out, anchors, targets)
            loss = sum(losses.values())
            opt.zero_grad()
            loss.backward()
            torch.nn.utils.clip_grad_norm_(model.parameters(), 10.0)
            opt.step()
            if it % t["log_every"] == 0:
                log.info("epoch %d iter %d loss %.4f cls %.4f box %.4f lr %.5f", epoch, it, loss.item(),
                         losses["loss_cls"].item(), losses["loss_box"].item(), opt.param_groups[0]["lr"])
            it += 1
        res = evaluate(model, val_loader, cfg["data"]["num_classes"], device, score_thresh=cfg["eval"]["score_thresh"],
                       nms_thresh=cfg["eval"]["nms_thresh"], max_det=cfg["eval"]["max_det"])
        log.info("epoch %d mAP@0.5 %.4f", epoch, res["mAP50"])
        save_checkpoint(os.path.join(cfg["output_dir"], "last.pt"), model, opt, epoch)
