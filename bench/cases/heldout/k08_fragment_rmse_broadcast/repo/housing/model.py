import torch
import torch.nn as nn


class PriceRegressor(nn.Module):
    def __init__(self, d_in=8, hidden=64):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(d_in, hidden), nn.ReLU(), nn.Linear(hidden, hidden), nn.ReLU(),
                                 nn.Linear(hidden, 1))

    def forward(self, x):
        return self.net(x)


def fit(model, loader, epochs, lr=3e-3):
    opt = torch.optim.Adam(model.parameters(), lr=lr)
    for epoch in range(epochs):
        total, n = 0.0, 0
        for xb, yb in loader:
            pred = model(xb).squeeze(1)
            loss = nn.functional.mse_loss(pred, yb)
            opt.zero_grad()
            loss.backward()
            opt.step()
            total += loss.item() * len(yb)
            n += len(yb)
        print(f"epoch {epoch:2d} train mse {total / n:.4f}")
    return model
