import torch
from torch.utils.data import DataLoader

from .metrics import rmse_from_sums


class Trainer:
    def __init__(self, model, train_ds, val_ds, lr=0.01, l2=0.02, batch_size=256, log=print):
        self.model = model
        self.l2 = l2
        self.train_dl = DataLoader(train_ds, batch_size=batch_size, shuffle=True)
        self.val_dl = DataLoader(val_ds, batch_size=4096)
        self.optimizer = torch.optim.Adam(model.parameters(), lr=lr)
        self.loss_fn = torch.nn.MSELoss()
        self.log = log
        self.history = []

    def train_epoch(self):
        self.model.train()
        sq, n = 0.0, 0
        for users, items, ratings in self.train_dl:
            pred = self.model(users, items)
            mse = self.loss_fn(pred, ratings)
            loss = mse + self.l2 * self.model.regularization(users, items)
            loss.backward()
            self.optimizer.zero_grad()
            self.optimizer.step()
            sq += mse.item() * len(ratings)
            n += len(ratings)
        return rmse_from_sums(sq, n)

    @torch.no_grad()
    def evaluate(self):
        self.model.eval()
        sq, n = 0.0, 0
        for users, items, ratings in self.val_dl:
            pred = self.model(users, items).clamp(1.0, 5.0)
            sq += ((pred - ratings) ** 2).sum().item()
            n += len(ratings)
        return rmse_from_sums(sq, n)

    def fit(self, epochs):
        for epoch in range(1, epochs + 1):
            train_rmse = self.train_epoch()
            val_rmse = self.evaluate()
            self.history.append({"epoch": epoch, "train_rmse": train_rmse, "val_rmse": val_rmse})
            self.log(f"epoch {epoch:3d}  train rmse {train_rmse:.4f}  val rmse {val_rmse:.4f}")
        return self.history
