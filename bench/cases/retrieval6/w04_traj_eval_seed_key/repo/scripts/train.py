import argparse
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from trajkit.data import build_dataloader  # noqa: E402
from trajkit.engine import LoggerHook, Trainer, build_optimizer, build_scheduler  # noqa: E402
from trajkit.engine.task import TrajectoryTask  # noqa: E402
from trajkit.models import build_model  # noqa: E402
from trajkit.utils import get_logger, load_config, seed_everything  # noqa: E402
from trajkit.utils.checkpoint import save_checkpoint  # noqa: E402


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("config")
    ap.add_argument("overrides", nargs="*")
    args = ap.parse_intermixed_args(argv)
    cfg = load_config(args.config, args.overrides)
    seed_everything(cfg.get("seed"), deterministic=cfg.get("deterministic", False))
    model = build_model(cfg.model, cfg.data.get("pred_len", 12))
    task = TrajectoryTask(model, cfg)
    train_loader = build_dataloader(cfg.data, "train")
    val_loader = build_dataloader(cfg.data, "val")
    opt = build_optimizer(cfg.optimizer, model.parameters())
    sched = build_scheduler(cfg.get("scheduler"), opt, cfg.train.epochs * len(train_loader))
    trainer = Trainer(task, opt, train_loader, val_loader, sched, epochs=cfg.train.epochs,
                      grad_clip=cfg.train.get("grad_clip"), hooks=[LoggerHook(cfg.train.get("log_interval", 20))])
    history = trainer.fit()
    save_checkpoint(os.path.join(cfg.get("work_dir", "work_dirs/traj"), "latest.pt"), model, opt, cfg.train.epochs)
    get_logger().info("done")
    return history


if __name__ == "__main__":
    main()
