import time

import torch
import torch.nn.functional as F
from torch.utils.data import DataLoader, TensorDataset

from .data import make_shapes
from .model import SmallCNN
from .monitor import ActivationMonitor


class Trainer:
    def __init__(self, n_train=2000, n_val=500, batch_size=64, lr=2e-3, width=16, seed=0,
                 log=print):
        torch.manual_seed(seed)
        xtr, ytr = make_shapes(n_train, seed=seed)
        xva, yva = make_shapes(n_val, seed=seed + 1)
        g = torch.Generator().manual_seed(seed)
        self.train_loader = DataLoader(TensorDataset(xtr, ytr), batch_size=batch_size,
                                       shuffle=True, generator=g)
        self.val_loader = DataLoader(TensorDataset(xva, yva), batch_size=256)
        self.model = SmallCNN(width=width)
        self.opt = torch.optim.Adam(self.model.parameters(), lr=lr)
        self.log = log
        self.history = []

    def train_epoch(self):
        self.model.train()
        total = n = 0
        for x, y in self.train_loader:
            loss = F.cross_entropy(self.model(x), y)
            self.opt.zero_grad()
            loss.backward()
            self.opt.step()
            total += loss.item() * len(y)
            n += len(y)
        return total / n

    @torch.no_grad()
    def evaluate(self):
        self.model.eval()
        monitor = ActivationMonitor(self.model)
        correct = n = 0
        for x, y in self.val_loader:
            correct += (self.model(x).argmax(1) == y).sum().item()
            n += len(y)
        dead = monitor.dead_fraction()
        monitor.reset()
        return correct / n, dead

    def fit(self, epochs, callback=None):
        for epoch in range(1, epochs + 1):
            t0 = time.time()
            loss = self.train_epoch()
            acc, dead = self.evaluate()
            rec = {"epoch": epoch, "loss": loss, "val_acc": acc, "seconds": time.time() - t0,
                   "dead": dead}
            self.history.append(rec)
            dead_s = " ".join(f"{k}:{v:.2f}" for k, v in dead.items())
            self.log(f"epoch {epoch:3d} loss {loss:.4f} val_acc {acc:.3f} "
                     f"({rec['seconds']:.1f}s) dead[{dead_s}]")
            if callback:
                callback(epoch, self)
        return self.history
