import argparse
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from sepkit.data import build_dataloader  # noqa: E402
from sepkit.engine import LoggerHook, Trainer, build_optimizer, build_scheduler  # noqa: E402
from sepkit.engine.task import SeparationTask  # noqa: E402
from sepkit.losses import build_loss  # noqa: E402
from sepkit.models import build_model  # noqa: E402
from sepkit.utils import get_logger, load_config, seed_everything  # noqa: E402
from sepkit.utils.checkpoint import save_checkpoint  # noqa: E402


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("config")
    ap.add_argument("overrides", nargs="*")
    args = ap.parse_intermixed_args(argv)
    cfg = load_config(args.config, args.overrides)
    seed_everything(cfg.get("seed", 0))
    model = build_model(cfg.model)
    task = SeparationTask(model, build_loss(cfg.get("loss")))
    train_loader = build_dataloader(cfg.data, "train")
    val_loader = build_dataloader(cfg.data, "val")
    opt = build_optimizer(cfg.optimizer, model.parameters())
    sched = build_scheduler(cfg.get("scheduler"), opt, cfg.train.epochs * len(train_loader))
    trainer = Trainer(task, opt, train_loader, val_loader, sched, epochs=cfg.train.epochs,
                      grad_clip=cfg.train.get("grad_clip"), hooks=[LoggerHook(cfg.train.get("log_interval", 10))])
    history = trainer.fit()
    save_checkpoint(os.path.join(cfg.get("work_dir", "work_dirs/sep"), "latest.pt"), model, opt, cfg.train.epochs)
    get_logger().info("training finished")
    return history


if __name__ == "__main__":
    main()
