import argparse
import math
import os

import torch
from torch.utils.data import DataLoader

from vidrec.configs import load_config
from vidrec.data import MultiViewVideoDataset, VideoClipDataset
from vidrec.engine import MultiViewEvaluator, train_one_epoch
from vidrec.losses import MixupCrossEntropy
from vidrec.models import build_model
from vidrec.transforms import build_test_views, build_train_transform
from vidrec.utils import get_logger, save_checkpoint, seed_everything


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", required=True)
    ap.add_argument("--set", nargs="*", default=[])
    args = ap.parse_args()
    cfg = load_config(args.config, args.set)
    seed_everything(cfg["seed"])
    d, t = cfg["data"], cfg["train"]
    log = get_logger("vidrec.train", os.path.join(cfg["output_dir"], "train.log"))
    train_ds = VideoClipDataset(d["root"], d["train_list"], d["num_frames"], d["sampling_rate"],
                                build_train_transform(d["crop_size"]), d["cache_size"])
    val_ds = MultiViewVideoDataset(d["root"], d["val_list"], d["num_frames"], d["sampling_rate"], 1,
                                   build_test_views(d["crop_size"], 1))
    tl = DataLoader(train_ds, d["batch_size"], shuffle=True, num_workers=d["num_workers"], drop_last=True,
                    pin_memory=True)
    vl = DataLoader(val_ds, d["batch_size"], num_workers=d["num_workers"])
    device = "cuda" if torch.cuda.is_available() else "cpu"
    model = build_model(cfg["model"], d["num_classes"]).to(device)
    opt = torch.optim.SGD(model.parameters(), lr=t["lr"], momentum=0.9, weight_decay=t["weight_decay"])
    total, warm = t["epochs"] * len(tl), t["warmup_epochs"] * len(tl)
    sched = torch.optim.lr_scheduler.LambdaLR(
        opt, lambda s: (s + 1) / warm if s < warm else 0.5 * (1 + math.cos(math.pi * (s - warm) / (total - warm))))
    best = 0.0
    for epoch in range(1, t["epochs"] + 1):
        train_one_epoch(model, MixupCrossEntropy(), tl, opt, sched, cfg, epoch, log, device)
        res = MultiViewEvaluator(model, d["num_classes"], device).run(vl)
        log.info("epoch %d val top1 %.2f top5 %.2f", epoch, res["top1"], res["top5"])
        if res["top1"] > best:
            best = res["top1"]
            save_checkpoint(os.path.join(cfg["output_dir"], "best.pt"), model, epoch=epoch)


if __name__ == "__main__":
    main()
