import os

from ..utils import save_checkpoint


class CheckpointSaver:
    def __init__(self, out_dir, keep_last=3):
        self.out_dir = out_dir
        self.keep_last = keep_last
        self.saved = []

    def __call__(self, trainer, cfg):
        path = os.path.join(self.out_dir, f"step{trainer.step:07d}.pt")
        save_checkpoint(path, trainer.model, trainer.optimizer, trainer.scheduler, trainer.step, cfg)
        self.saved.append(path)
        while len(self.saved) > self.keep_last:
            old = self.saved.pop(0)
            if os.path.exists(old):
                os.remove(old)
        return path


class EarlyStopper:
    def __init__(self, patience=3, min_delta=0.0):
        self.patience = patience
        self.min_delta = min_delta
        self.best = float("inf")
        self.bad = 0

    def __call__(self, val_loss):
        if val_loss < self.best - self.min_delta:
            self.best = val_loss
            self.bad = 0
        else:
            self.bad += 1
        return self.bad > self.patience
