import copy

import torch

from ..metrics import HorizonErrors
from ..utils import get_logger


class ForecastTrainer:
    def __init__(self, model, loss_fn, cfg, device="cpu"):
        self.model = model.to(device)
        self.loss_fn = loss_fn
        self.cfg = cfg
        self.device = device
        self.opt = torch.optim.Adam(model.parameters(), lr=cfg["train"]["lr"])
        self.log = get_logger()
        self.patience = cfg["train"].get("patience", 10)

    def train_epoch(self, loader):
        self.model.train()
        tot, n = 0.0, 0
        for x, y in loader:
            x, y = x.to(self.device), y.to(self.device)
            loss = self.loss_fn(self.model(x), y)
            self.opt.zero_grad()
            loss.backward()
            torch.nn.utils.clip_grad_norm_(self.model.parameters(), 1.0)
            self.opt.step()
            tot += loss.item() * x.size(0)
            n += x.size(0)
        return tot / max(n, 1)

    @torch.no_grad()
    def evaluate(self, loader, horizon):
        self.model.eval()
        errs = HorizonErrors(horizon)
        for x, y in loader:
            errs.update(self.model(x.to(self.device)).cpu(), y)
        return errs.summary()

    def fit(self, train_loader, val_loader, horizon):
        best, best_state, bad = float("inf"), None, 0
        for epoch in range(1, self.cfg["train"]["epochs"] + 1):
            tr = self.train_epoch(train_loader)
            m = self.evaluate(val_loader, horizon)
            self.log.info(f"epoch {epoch:03d} train_loss={tr:.5f} val_mae={m['mae']:.4f} "
                          f"val_rmse={m['rmse']:.4f} mae@1={m['mae_h1']:.4f} mae@{horizon}={m['mae_hlast']:.4f}")
            if m["mae"] < best:
                best, best_state, bad = m["mae"], copy.deepcopy(self.model.state_dict()), 0
            else:
                bad += 1
                if bad >= self.patience:
                    self.log.info(f"early stop at epoch {epoch}, best val_mae={best:.4f}")
                    break
        if best_state is not None:
            self.model.load_state_dict(best_state)
        return best
