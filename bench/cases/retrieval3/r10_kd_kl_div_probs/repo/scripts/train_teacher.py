import argparse
import os

import torch
from torch.utils.data import DataLoader

from kdistill.configs import load_config
from kdistill.data import CifarPickleDataset
from kdistill.engine import evaluate
from kdistill.losses import LabelSmoothingCE
from kdistill.models import build_model
from kdistill.transforms import build_transform
from kdistill.utils import get_logger, save_checkpoint, seed_everything


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", required=True)
    ap.add_argument("--arch", default=None, help="defaults to teacher.arch")
    args = ap.parse_args()
    cfg = load_config(args.config)
    seed_everything(cfg["seed"])
    d, t = cfg["data"], cfg["train"]
    tl = DataLoader(CifarPickleDataset(d["root"], True, build_transform(True, d["cutout"])), d["batch_size"],
                    shuffle=True, num_workers=d["num_workers"], drop_last=True)
    vl = DataLoader(CifarPickleDataset(d["root"], False, build_transform(False)), 256, num_workers=d["num_workers"])
    device = "cuda" if torch.cuda.is_available() else "cpu"
    model = build_model(args.arch or cfg["teacher"]["arch"], d["num_classes"]).to(device)
    opt = torch.optim.SGD(model.parameters(), lr=t["lr"], momentum=t["momentum"], weight_decay=t["weight_decay"])
    sched = torch.optim.lr_scheduler.MultiStepLR(opt, t["milestones"], 0.1)
    ce, log, best = LabelSmoothingCE(cfg["distill"]["label_smoothing"]), get_logger("teacher"), 0.0
    for epoch in range(1, t["epochs"] + 1):
        model.train()
        for x, y in tl:
            loss = ce(model(x.to(device)), y.to(device))
            opt.zero_grad()
            loss.backward()
            opt.step()
        sched.step()
        acc = evaluate(model, vl, device)
        log.info("epoch %d top1 %.2f", epoch, acc[1])
        if acc[1] > best:
            best = acc[1]
            save_checkpoint(os.path.join(cfg["output_dir"], "best.pt"), model, epoch=epoch)


if __name__ == "__main__":
    main()
