import copy
import time

import torch
from torch.utils.data import DataLoader

from .metrics import binary_metrics, multiclass_metrics


class Trainer:
    def __init__(self, model, loss_fn, train_cfg, n_classes, log=print):
        self.model = model
        self.loss_fn = loss_fn
        self.cfg = train_cfg
        self.n_classes = n_classes
        self.log = log
        self.opt = torch.optim.AdamW(model.parameters(), lr=train_cfg.lr, weight_decay=train_cfg.weight_decay)
        self.sched = torch.optim.lr_scheduler.ReduceLROnPlateau(self.opt, mode="min", factor=0.5, patience=2)
        self.history = []

    def _metrics(self, logits, y):
        return binary_metrics(logits, y) if self.n_classes == 2 else multiclass_metrics(logits, y)

    @torch.no_grad()
    def predict(self, dataset, batch_size=1024):
        self.model.eval()
        outs = [self.model(b[0], b[1]) for b in DataLoader(dataset, batch_size=batch_size)]
        return torch.cat(outs)

    def fit(self, train_set, val_set):
        loader = DataLoader(train_set, batch_size=self.cfg.batch_size, shuffle=True, drop_last=True)
        best_loss, best_state, bad = float("inf"), None, 0
        for epoch in range(1, self.cfg.epochs + 1):
            self.model.train()
            t0, running, seen = time.time(), 0.0, 0
            for x_num, x_cat, y in loader:
                loss = self.loss_fn(self.model(x_num, x_cat), y)
                self.opt.zero_grad()
                loss.backward()
                self.opt.step()
                running += loss.item() * len(y)
                seen += len(y)
            val = self._metrics(self.predict(val_set), val_set.y)
            self.sched.step(val["logloss"])
            self.history.append({"epoch": epoch, "train_loss": running / seen, **val})
            self.log(f"epoch {epoch:3d} train_loss {running / seen:.4f} val_logloss {val['logloss']:.4f} "
                     f"val_auc {val['auc']:.4f} val_acc {val['acc']:.4f} ({time.time() - t0:.1f}s)")
            if val["logloss"] < best_loss - 1e-4:
                best_loss, best_state, bad = val["logloss"], copy.deepcopy(self.model.state_dict()), 0
            else:
                bad += 1
                if self.cfg.early_stopping and bad >= self.cfg.patience:
                    self.log(f"early stopping at epoch {epoch} (best val_logloss {best_loss:.4f})")
                    break
        if best_state is not None:
            self.model.load_state_dict(best_state)
        return self.history
