import argparse
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from metricrank.data import build_dataloaders  # noqa: E402
from metricrank.engine import LoggerHook, Trainer, build_optimizer, build_scheduler  # noqa: E402
from metricrank.engine.task import MetricLearningTask  # noqa: E402
from metricrank.losses import build_loss  # noqa: E402
from metricrank.miners import build_miner  # noqa: E402
from metricrank.models import build_model  # noqa: E402
from metricrank.utils import get_logger, load_config, seed_everything  # noqa: E402
from metricrank.utils.checkpoint import save_checkpoint  # noqa: E402


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("config")
    ap.add_argument("overrides", nargs="*")
    args = ap.parse_intermixed_args(argv)
    cfg = load_config(args.config, args.overrides)
    seed_everything(cfg.get("seed", 0))
    train_loader, test_loader = build_dataloaders(cfg.data)
    model = build_model(cfg.model)
    miner = build_miner(cfg.miner) if cfg.get("miner") else None
    task = MetricLearningTask(model, build_loss(cfg.loss), miner, cfg.eval)
    opt = build_optimizer(cfg.optimizer, model.parameters())
    sched = build_scheduler(cfg.get("scheduler"), opt, cfg.train.epochs * len(train_loader))
    trainer = Trainer(task, opt, train_loader, test_loader, sched, epochs=cfg.train.epochs,
                      hooks=[LoggerHook(cfg.train.get("log_interval", 10))])
    history = trainer.fit()
    save_checkpoint(os.path.join(cfg.get("work_dir", "work_dirs/ml"), "latest.pt"), model, opt, cfg.train.epochs)
    get_logger().info("done")
    return history


if __name__ == "__main__":
    main()
