import torch
import torch.nn as nn
import torch.nn.functional as F
from torch.utils.data import DataLoader, TensorDataset

from ..utils.misc import get_logger
from .knn import extract_features

log = get_logger()


class LinearProbe:
    """Train a linear classifier on frozen, pre-extracted backbone features."""

    def __init__(self, backbone, num_classes, cfg, device="cpu"):
        self.backbone = backbone.to(device).eval()
        for p in self.backbone.parameters():
            p.requires_grad_(False)
        self.head = nn.Linear(backbone.out_dim, num_classes).to(device)
        self.cfg = cfg
        self.device = device

    def _features(self, dataset):
        f, y = extract_features(self.backbone, dataset, device=self.device)
        return TensorDataset(f * 10.0, y)   # rescale normalised features so a plain SGD lr works

    def fit(self, train_set, test_set):
        o = self.cfg["optim"]
        train_f, test_f = self._features(train_set), self._features(test_set)
        opt = torch.optim.SGD(self.head.parameters(), lr=o["lr"], momentum=0.9, weight_decay=o["weight_decay"])
        sched = torch.optim.lr_scheduler.CosineAnnealingLR(opt, o["epochs"])
        best = 0.0
        for epoch in range(o["epochs"]):
            for f, y in DataLoader(train_f, batch_size=o["batch_size"], shuffle=True):
                loss = F.cross_entropy(self.head(f.to(self.device)), y.to(self.device))
                opt.zero_grad()
                loss.backward()
                opt.step()
            sched.step()
            acc = self.evaluate(test_f)
            best = max(best, acc)
            if (epoch + 1) % 5 == 0 or epoch == o["epochs"] - 1:
                log.info(f"linear epoch {epoch + 1:3d} loss {loss.item():.4f} top1 {100 * acc:.2f}%")
        return best

    @torch.no_grad()
    def evaluate(self, feats):
        correct = n = 0
        for f, y in DataLoader(feats, batch_size=1024):
            correct += (self.head(f.to(self.device)).argmax(1).cpu() == y).sum().item()
            n += len(y)
        return correct / n
