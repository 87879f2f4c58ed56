import copy

import torch

from ..metrics import binary_accuracy, log_loss, roc_auc
from ..utils import get_logger


class TabularTrainer:
    def __init__(self, model, loss_fn, optimizer, cfg, device="cpu"):
        self.model = model.to(device)
        self.loss_fn = loss_fn
        self.optimizer = optimizer
        self.cfg = cfg
        self.device = device
        self.log = get_logger()

    def train_epoch(self, loader):
        self.model.train()
        tot, n = 0.0, 0
        for b in loader:
            num, cat, y = b["num"].to(self.device), b["cat"].to(self.device), b["y"].to(self.device)
            loss = self.loss_fn(self.model(num, cat), y)
            self.optimizer.zero_grad()
            loss.backward()
            self.optimizer.step()
            tot += loss.item() * y.size(0)
            n += y.size(0)
        return tot / max(n, 1)

    @torch.no_grad()
    def evaluate(self, loader):
        self.model.eval()
        probs, ys = [], []
        for b in loader:
            probs.append(torch.sigmoid(self.model(b["num"].to(self.device), b["cat"].to(self.device))).cpu())
            ys.append(b["y"])
        p, y = torch.cat(probs), torch.cat(ys)
        return {"auc": roc_auc(p, y), "logloss": log_loss(p, y), "acc": binary_accuracy(p, y)}

    def fit(self, train_loader, val_loader):
        t = self.cfg["train"]
        best, best_state, bad = -1.0, None, 0
        for epoch in range(1, t["epochs"] + 1):
            loss = self.train_epoch(train_loader)
            m = self.evaluate(val_loader)
            self.log.info(f"epoch {epoch:3d} loss {loss:.4f} val_auc {m['auc']:.4f} val_logloss {m['logloss']:.4f} val_acc {m['acc']:.4f}")
            if m["auc"] > best:
                best, best_state, bad = m["auc"], copy.deepcopy(self.model.state_dict()), 0
            else:
                bad += 1
                if bad >= t.get("patience", 10):
                    break
        if best_state is not None:
            self.model.load_state_dict(best_state)
        return best
