import torch
import torch.nn.functional as F
from torch.utils.data import DataLoader, TensorDataset


def auc(scores_normal, scores_anomal):
    s = torch.cat([scores_normal, scores_anomal])
    y = torch.cat([torch.zeros(len(scores_normal)), torch.ones(len(scores_anomal))])
    order = s.argsort(descending=True)
    y = y[order]
    tps = torch.cumsum(y, 0)
    return (tps[y == 0].sum() / (len(scores_normal) * len(scores_anomal))).item()


class Trainer:
    def __init__(self, model, lr=1e-3, batch_size=256, epochs=100, callbacks=()):
        self.model, self.batch_size, self.epochs = model, batch_size, epochs
        self.optimizer = torch.optim.Adam(model.parameters(), lr=lr)
        self.callbacks = list(callbacks)
        self.history = []

    def _call(self, hook, *args):
        for cb in self.callbacks:
            getattr(cb, hook)(self, *args)

    @torch.no_grad()
    def score(self, x):
        self.model.eval()
        return ((self.model(x) - x) ** 2).mean(1)

    def fit(self, train_x, val_x, anomal_x):
        loader = DataLoader(TensorDataset(train_x), batch_size=self.batch_size, shuffle=True)
        self._call("on_train_start")
        for epoch in range(1, self.epochs + 1):
            self._call("on_epoch_start", epoch)
            self.model.train()
            total, n = 0.0, 0
            for (x,) in loader:
                loss = F.mse_loss(self.model(x), x)
                self.optimizer.zero_grad()
                loss.backward()
                self.optimizer.step()
                total += loss.item() * len(x)
                n += len(x)
            s_val, s_anom = self.score(val_x), self.score(anomal_x)
            logs = {"epoch": epoch, "train_loss": total / n, "val_loss": s_val.mean().item(),
                    "auc": auc(s_val, s_anom)}
            self._call("on_epoch_end", epoch, logs)
            self.history.append(logs)
        self._call("on_train_end")
        return self.history
