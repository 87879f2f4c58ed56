import argparse
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from tinyddpm.data import build_dataloader  # noqa: E402
from tinyddpm.engine import CheckpointHook, LoggerHook, Trainer, build_optimizer, build_scheduler  # noqa: E402
from tinyddpm.engine.hooks_ema import EMAHook  # noqa: E402
from tinyddpm.engine.task import DiffusionTask  # noqa: E402
from tinyddpm.models import build_model  # noqa: E402
from tinyddpm.utils import get_logger, load_config, seed_everything  # noqa: E402
from tinyddpm.utils.checkpoint import save_checkpoint  # noqa: E402


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("config")
    ap.add_argument("overrides", nargs="*", help="key=value overrides")
    args = ap.parse_intermixed_args(argv)
    cfg = load_config(args.config, args.overrides)
    log = get_logger()
    seed_everything(cfg.get("seed", 0))
    model = build_model(cfg.model)
    task = DiffusionTask(model, cfg)
    train_loader = build_dataloader(cfg.data, "train")
    val_loader = build_dataloader(cfg.data, "val")
    opt = build_optimizer(cfg.optimizer, model.parameters())
    sched = build_scheduler(cfg.get("scheduler"), opt, cfg.train.epochs * len(train_loader))
    hooks = [EMAHook(task), LoggerHook(cfg.train.get("log_interval", 20))]
    work_dir = cfg.get("work_dir", "work_dirs/default")
    trainer = Trainer(task, opt, train_loader, val_loader, sched, epochs=cfg.train.epochs,
                      grad_clip=cfg.train.get("grad_clip"), hooks=hooks)
    trainer.fit()
    path = save_checkpoint(os.path.join(work_dir, "latest.pt"), model, opt, cfg.train.epochs,
                           extra={"ema": task.ema.shadow.state_dict() if task.ema else None})
    log.info(f"saved {path}")


if __name__ == "__main__":
    main()
