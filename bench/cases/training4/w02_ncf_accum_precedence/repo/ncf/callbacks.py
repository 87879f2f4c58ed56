import time


class Callback:
    def on_train_begin(self, trainer): pass
    def on_epoch_begin(self, trainer, epoch): pass
    def on_batch_end(self, trainer, step, loss): pass
    def on_epoch_end(self, trainer, epoch, logs): pass
    def on_train_end(self, trainer): pass


class ProgressLogger(Callback):
    def __init__(self, every=500):
        self.every = every

    def on_epoch_begin(self, trainer, epoch):
        self.t0 = time.time()

    def on_batch_end(self, trainer, step, loss):
        if self.every and step % self.every == 0:
            print(f"  step {step:6d}  loss {loss:.4f}", flush=True)

    def on_epoch_end(self, trainer, epoch, logs):
        items = "  ".join(f"{k} {v:.4f}" for k, v in logs.items())
        print(f"epoch {epoch:3d}  {items}  ({time.time() - self.t0:.1f}s)", flush=True)


class EarlyStopping(Callback):
    def __init__(self, monitor="hr@10", patience=5):
        self.monitor, self.patience = monitor, patience
        self.best, self.bad = -float("inf"), 0

    def on_epoch_end(self, trainer, epoch, logs):
        if logs[self.monitor] > self.best:
            self.best, self.bad = logs[self.monitor], 0
        else:
            self.bad += 1
            if self.bad >= self.patience:
                print(f"early stopping at epoch {epoch}")
                trainer.stop = True


class NegativeResampler(Callback):
    """Draw fresh negatives at the start of every epoch."""

    def on_epoch_begin(self, trainer, epoch):
        if epoch > 1:
            trainer.train_loader.dataset.resample()
