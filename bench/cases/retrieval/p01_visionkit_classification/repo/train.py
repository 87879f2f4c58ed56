"""Train an image classifier.

    python train.py --config configs/resnet_smooth.yaml --set train.epochs=20
"""
import argparse

import torch

from visionkit.config import load_config
from visionkit.data import build_loaders
from visionkit.engine import Trainer, build_optimizer, build_scheduler
from visionkit.losses import build_loss
from visionkit.models import build_model
from visionkit.utils.checkpoint import load_checkpoint
from visionkit.utils.misc import Logger, seed_everything


def parse_args(argv=None):
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("--config", default="configs/base.yaml")
    p.add_argument("--set", action="append", default=[], metavar="KEY=VALUE",
                   help="override a config value, e.g. --set optim.lr=0.1")
    p.add_argument("--resume", default=None, help="checkpoint to resume from")
    p.add_argument("--workers", type=int, default=0)
    p.add_argument("--no-save", action="store_true")
    return p.parse_args(argv)


def build_all(cfg, workers=0, save=True):
    seed_everything(cfg["seed"])
    train_loader, val_loader = build_loaders(cfg["data"], seed=cfg["seed"], num_workers=workers)
    num_classes = cfg["data"]["num_classes"]
    model = build_model(cfg["model"], num_classes)
    criterion = build_loss(cfg.get("loss"), num_classes)
    optimizer = build_optimizer(model, cfg["optim"])
    scheduler = build_scheduler(optimizer, cfg["sched"], len(train_loader), cfg["train"]["epochs"])
    logger = Logger(cfg["train"]["out_dir"] if save else None)
    trainer = Trainer(model, criterion, optimizer, scheduler, train_loader, val_loader, logger,
                      num_classes, mixup_alpha=cfg["data"].get("mixup", 0.0),
                      log_every=cfg["train"]["log_every"],
                      out_dir=cfg["train"]["out_dir"] if save else None,
                      grad_clip=cfg["optim"].get("grad_clip"))
    return trainer


def main(argv=None):
    args = parse_args(argv)
    cfg = load_config(args.config, args.set)
    torch.set_num_threads(max(1, torch.get_num_threads()))
    trainer = build_all(cfg, args.workers, save=not args.no_save)
    n_params = sum(p.numel() for p in trainer.model.parameters())
    trainer.logger.info(f"{cfg['model']['name']}: {n_params} parameters, loss={cfg['loss']['name']}")
    start = 0
    if args.resume:
        start = load_checkpoint(args.resume, trainer.model, trainer.optimizer, trainer.scheduler)
    return trainer.fit(cfg["train"]["epochs"], start_epoch=start)


if __name__ == "__main__":
    main()
