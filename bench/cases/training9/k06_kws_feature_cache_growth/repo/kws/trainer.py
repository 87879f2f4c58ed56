import resource

import torch
import torch.nn.functional as F
from torch.utils.data import DataLoader

from .audio import synth_keywords
from .dataset import KeywordDataset
from .model import KWSNet


def rss_mb():
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


class Trainer:
    def __init__(self, cfg, log=print):
        d, f, t = cfg["data"], cfg["features"], cfg["train"]
        self.cfg, self.log = cfg, log
        torch.manual_seed(t["seed"])
        waves, labels = synth_keywords(d["num_clips"], d["num_keywords"], d["sample_rate"],
                                       d["clip_seconds"], d["noise"], seed=t["seed"])
        n_val = int(len(waves) * d["val_fraction"])
        common = dict(sample_rate=d["sample_rate"], crop_seconds=d["crop_seconds"],
                      n_fft=f["n_fft"], hop=f["hop"], n_mels=f["n_mels"], cache=f["cache"])
        self.train_ds = KeywordDataset(waves[n_val:], labels[n_val:], train=True, **common)
        self.val_ds = KeywordDataset(waves[:n_val], labels[:n_val], train=False, **common)
        self.train_loader = DataLoader(self.train_ds, batch_size=t["batch_size"], shuffle=True)
        self.val_loader = DataLoader(self.val_ds, batch_size=256)
        self.model = KWSNet(d["num_keywords"])
        self.opt = torch.optim.Adam(self.model.parameters(), lr=t["lr"])
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
        correct = 0
        for x, y in self.val_loader:
            correct += (self.model(x).argmax(1) == y).sum().item()
        return correct / len(self.val_ds)

    def fit(self, epochs=None, on_epoch_end=None):
        epochs = epochs or self.cfg["train"]["epochs"]
        for epoch in range(1, epochs + 1):
            loss = self.train_epoch()
            acc = self.evaluate()
            self.history.append({"epoch": epoch, "loss": loss, "val_acc": acc})
            self.log(f"epoch {epoch:3d} loss {loss:.4f} val_acc {acc:.3f} "
                     f"max_rss {rss_mb():.0f} MB")
            if on_epoch_end:
                on_epoch_end(epoch, self)
        return self.history
