import argparse
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from riskcox.data import build_dataloaders  # noqa: E402
from riskcox.engine import LoggerHook, Trainer, build_optimizer, build_scheduler  # noqa: E402
from riskcox.engine.task import SurvivalTask  # noqa: E402
from riskcox.losses import CoxPHLoss, build_loss  # noqa: E402
from riskcox.models import build_model  # noqa: E402
from riskcox.utils import get_logger, load_config, seed_everything  # noqa: E402
from riskcox.utils.checkpoint import save_checkpoint  # noqa: E402


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("config")
    ap.add_argument("overrides", nargs="*")
    args = ap.parse_intermixed_args(argv)
    cfg = load_config(args.config, args.overrides)
    seed_everything(cfg.get("seed", 0))
    train_loader, val_loader, scaler = build_dataloaders(cfg.data)
    model = build_model(cfg.model, cfg.data.get("num_features", 8))
    task = SurvivalTask(model, build_loss(cfg.loss))
    # validation batches are not sorted, so always evaluate with the self-sorting loss
    val_task = SurvivalTask(model, CoxPHLoss(method="cox"))
    task.evaluate = val_task.evaluate
    opt = build_optimizer(cfg.optimizer, model.parameters())
    sched = build_scheduler(cfg.get("scheduler"), opt, cfg.train.epochs * len(train_loader))
    trainer = Trainer(task, opt, train_loader, val_loader, sched, epochs=cfg.train.epochs,
                      grad_clip=cfg.train.get("grad_clip"), hooks=[LoggerHook(cfg.train.get("log_interval", 50))])
    history = trainer.fit()
    save_checkpoint(os.path.join(cfg.get("work_dir", "work_dirs/cox"), "latest.pt"), model, opt, cfg.train.epochs,
                    extra={"scaler": scaler.state_dict()})
    get_logger().info("done")
    return history


if __name__ == "__main__":
    main()
