import os

from ..utils.checkpoint import save_checkpoint
from ..utils.logger import format_metrics, get_logger


class Hook:
    def before_train(self, trainer):
        pass

    def after_step(self, trainer, logs):
        pass

    def after_epoch(self, trainer, logs):
        pass

    def after_train(self, trainer):
        pass


class LoggerHook(Hook):
    def __init__(self, interval=10):
        self.interval = interval
        self.logger = get_logger()

    def after_step(self, trainer, logs):
        if trainer.global_step % self.interval == 0:
            lr = trainer.optimizer.param_groups[0]["lr"]
            self.logger.info(f"[train] epoch {trainer.epoch} step {trainer.global_step} | lr {lr:.2e} | {format_metrics(logs)}")

    def after_epoch(self, trainer, logs):
        if logs:
            self.logger.info(f"[val] epoch {trainer.epoch} | {format_metrics(logs, precision=3)}")


class CheckpointHook(Hook):
    def __init__(self, work_dir, every=1):
        self.work_dir = work_dir
        self.every = every

    def after_epoch(self, trainer, logs):
        if (trainer.epoch + 1) % self.every == 0:
            save_checkpoint(os.path.join(self.work_dir, "latest.pt"), trainer.model, trainer.optimizer, trainer.epoch)
