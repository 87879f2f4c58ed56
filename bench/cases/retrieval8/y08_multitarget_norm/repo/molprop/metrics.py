"""Per-target regression metrics in original units."""
import torch


class PerTargetMAE:
    def __init__(self, names):
        self.names = list(names)
        self.abs_err = torch.zeros(len(self.names), dtype=torch.float64)
        self.sq_err = torch.zeros(len(self.names), dtype=torch.float64)
        self.count = 0

    def update(self, pred, target):
        diff = (pred - target).double()
        self.abs_err += diff.abs().sum(dim=0)
        self.sq_err += (diff ** 2).sum(dim=0)
        self.count += pred.shape[0]

    def compute(self):
        n = max(self.count, 1)
        mae = self.abs_err / n
        rmse = (self.sq_err / n).sqrt()
        out = {f"mae/{k}": float(v) for k, v in zip(self.names, mae)}
        out.update({f"rmse/{k}": float(v) for k, v in zip(self.names, rmse)})
        return out


def mean_baseline_mae(train_y, val_y):
    """MAE of always predicting the training mean, per target."""
    return (val_y - train_y.mean(dim=0)).abs().mean(dim=0)
