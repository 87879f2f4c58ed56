"""A tiny gradient-boosting baseline with depth-1 trees (stumps), written with torch ops."""
import torch


class Stump:
    def fit(self, X, r):
        best = (float("inf"), 0, 0.0, 0.0, 0.0)
        for j in range(X.shape[1]):
            x = X[:, j]
            qs = torch.quantile(x, torch.linspace(0.05, 0.95, 16))
            for t in qs.tolist():
                left = x <= t
                if left.all() or (~left).all():
                    continue
                lv, rv = r[left].mean(), r[~left].mean()
                err = ((r[left] - lv) ** 2).sum() + ((r[~left] - rv) ** 2).sum()
                if err < best[0]:
                    best = (err.item(), j, t, lv.item(), rv.item())
        _, self.j, self.t, self.lv, self.rv = best
        return self

    def predict(self, X):
        return torch.where(X[:, self.j] <= self.t, torch.tensor(self.lv), torch.tensor(self.rv))


class StumpBoosting:
    def __init__(self, n_estimators=100, learning_rate=0.1):
        self.n_estimators = n_estimators
        self.lr = learning_rate
        self.stumps = []

    def fit(self, X, y):
        self.base = y.mean().item()
        pred = torch.full_like(y, self.base)
        for _ in range(self.n_estimators):
            s = Stump().fit(X, y - pred)
            pred = pred + self.lr * s.predict(X)
            self.stumps.append(s)
        return self

    def __call__(self, X):
        pred = torch.full((len(X),), self.base)
        for s in self.stumps:
            pred = pred + self.lr * s.predict(X)
        return pred

    def eval(self):
        return self
