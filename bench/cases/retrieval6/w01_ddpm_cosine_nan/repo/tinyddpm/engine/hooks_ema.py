from .hooks import Hook


class EMAHook(Hook):
    """Updates the task's EMA weights after every optimizer step."""

    def __init__(self, task):
        self.task = task

    def after_step(self, trainer, logs):
        self.task.after_optimizer_step()
