import torch


def mape(pred, target, eps=1e-6):
    return ((pred - target).abs() / target.abs().clamp(min=eps)).mean().item()


def smape(pred, target, eps=1e-6):
    return (2 * (pred - target).abs() / (pred.abs() + target.abs()).clamp(min=eps)).mean().item()


class HorizonErrors:
    def __init__(self, horizon):
        self.horizon = horizon
        self.abs_sum = torch.zeros(horizon, dtype=torch.float64)
        self.sq_sum = torch.zeros(horizon, dtype=torch.float64)
        self.count = 0

    def update(self, pred, target):
        d = (pred - target).detach().double().cpu()
        self.abs_sum += d.abs().sum(dim=0)
        self.sq_sum += (d ** 2).sum(dim=0)
        self.count += d.size(0)

    def mae(self):
        return self.abs_sum / max(self.count, 1)

    def rmse(self):
        return (self.sq_sum / max(self.count, 1)).sqrt()

    def summary(self):
        mae = self.mae()
        return {"mae": mae.mean().item(), "rmse": self.rmse().mean().item(),
                "mae_h1": mae[0].item(), "mae_hlast": mae[-1].item()}
