import os

import torch


class Callback:
    def on_fit_start(self, trainer): pass
    def on_epoch_end(self, trainer, epoch, metrics): pass
    def on_fit_end(self, trainer): pass


class PrintMetrics(Callback):
    def on_epoch_end(self, trainer, epoch, metrics):
        print(f"[epoch {epoch:03d}] " + " ".join(f"{k}={v:.4f}" for k, v in metrics.items()), flush=True)


class Checkpoint(Callback):
    def __init__(self, path, monitor="val_acc"):
        self.path, self.monitor, self.best = path, monitor, -1.0

    def on_epoch_end(self, trainer, epoch, metrics):
        if self.path and metrics[self.monitor] > self.best:
            self.best = metrics[self.monitor]
            os.makedirs(os.path.dirname(self.path) or ".", exist_ok=True)
            torch.save(trainer.model.state_dict(), self.path)


class FeatureSnapshot(Callback):
    """Every `every` epochs, dump the last block's feature maps on a fixed probe batch
    (for Grad-CAM style visualisation and for watching class separation over training)."""

    def __init__(self, probe_x, probe_y, every=1, out_dir=""):
        self.probe_x, self.probe_y, self.every, self.out_dir = probe_x, probe_y, every, out_dir
        self.snapshots = []

    def on_epoch_end(self, trainer, epoch, metrics):
        if epoch % self.every:
            return
        feats = []
        trainer.model.block2.register_forward_hook(lambda mod, inp, out: feats.append(out.detach()))
        trainer.model.eval()
        with torch.no_grad():
            trainer.model(self.probe_x)
        trainer.model.train()
        fmap = feats[0]
        # class-mean activation energy per channel, cheap summary kept in memory
        energy = torch.stack([fmap[self.probe_y == c].pow(2).mean((0, 2, 3)) for c in self.probe_y.unique()])
        self.snapshots.append(energy)
        if self.out_dir:
            os.makedirs(self.out_dir, exist_ok=True)
            torch.save({"epoch": epoch, "fmap": fmap[:16]}, os.path.join(self.out_dir, f"fmap_{epoch:03d}.pt"))
