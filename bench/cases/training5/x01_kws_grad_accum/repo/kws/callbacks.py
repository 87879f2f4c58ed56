"""Callbacks hooked into kws.trainer.Trainer."""
import csv
import os

import torch


class Callback:
    def on_fit_start(self, trainer): pass
    def on_train_batch_end(self, trainer, step, loss): pass
    def on_before_optimizer_step(self, trainer): pass
    def on_validation_end(self, trainer, metrics): pass
    def on_fit_end(self, trainer): pass


class GradientClipping(Callback):
    def __init__(self, max_norm):
        self.max_norm = max_norm

    def on_before_optimizer_step(self, trainer):
        norm = torch.nn.utils.clip_grad_norm_(trainer.model.parameters(), self.max_norm)
        trainer.state["grad_norm"] = float(norm)


class ProgressPrinter(Callback):
    def __init__(self, every):
        self.every = every

    def on_train_batch_end(self, trainer, step, loss):
        if step % self.every == 0:
            print(f"  step {step:5d}  loss {loss:.4f}  grad_norm {trainer.state.get('grad_norm', 0.0):.3f}"
                  f"  lr {trainer.optimizer.param_groups[0]['lr']:.2e}")

    def on_validation_end(self, trainer, metrics):
        print(f"epoch {trainer.epoch:3d} | train_loss {metrics['train_loss']:.4f} | "
              f"val_loss {metrics['val_loss']:.4f} | val_acc {metrics['val_acc']:.3f}")


class EarlyStopping(Callback):
    def __init__(self, patience, monitor="val_acc"):
        self.patience = patience
        self.monitor = monitor
        self.best = None
        self.bad_epochs = 0

    def on_validation_end(self, trainer, metrics):
        value = metrics[self.monitor]
        if self.best is None or value > self.best:
            self.best = value
            self.bad_epochs = 0
        else:
            self.bad_epochs += 1
            if self.bad_epochs >= self.patience:
                print(f"early stopping: no improvement of {self.monitor} for {self.patience} epochs")
                trainer.should_stop = True


class Checkpoint(Callback):
    def __init__(self, dirpath, monitor="val_acc"):
        self.dirpath = dirpath
        self.monitor = monitor
        self.best = None

    def on_validation_end(self, trainer, metrics):
        if self.dirpath is None:
            return
        value = metrics[self.monitor]
        if self.best is None or value > self.best:
            self.best = value
            os.makedirs(self.dirpath, exist_ok=True)
            torch.save(trainer.model.state_dict(), os.path.join(self.dirpath, "best.pt"))


class CSVLogger(Callback):
    def __init__(self, path):
        self.path = path
        self.rows = []

    def on_validation_end(self, trainer, metrics):
        self.rows.append({"epoch": trainer.epoch, **metrics})

    def on_fit_end(self, trainer):
        if not self.path or not self.rows:
            return
        os.makedirs(os.path.dirname(self.path) or ".", exist_ok=True)
        with open(self.path, "w", newline="") as f:
            w = csv.DictWriter(f, fieldnames=list(self.rows[0]))
            w.writeheader()
            w.writerows(self.rows)
