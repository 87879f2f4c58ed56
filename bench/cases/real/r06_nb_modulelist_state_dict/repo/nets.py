"""Small reusable building blocks for the tabular experiments."""
import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F


class MLP(nn.Module):
    """Plain MLP: in_dim -> hidden[0] -> ... -> hidden[-1] -> n_out."""

    def __init__(self, in_dim, hidden, n_out, dropout=0.0):
        super().__init__()
        self.hidden = []
        d = in_dim
        for h in hidden:
            self.hidden.append(nn.Linear(d, h))
            d = h
        self.dropout = nn.Dropout(dropout)
        self.head = nn.Linear(d, n_out)

    def forward(self, x):
        for layer in self.hidden:
            x = self.dropout(F.relu(layer(x)))
        return self.head(x)


def to_tensors(X, y):
    return torch.as_tensor(X, dtype=torch.float32), torch.as_tensor(y, dtype=torch.long)


def fit(model, X, y, epochs=50, lr=1e-2, batch_size=128, verbose=True):
    X, y = to_tensors(X, y)
    opt = torch.optim.Adam(model.parameters(), lr=lr)
    for epoch in range(epochs):
        model.train()
        perm = torch.randperm(len(X))
        for i in range(0, len(X), batch_size):
            idx = perm[i:i + batch_size]
            loss = F.cross_entropy(model(X[idx]), y[idx])
            opt.zero_grad()
            loss.backward()
            opt.step()
        if verbose and (epoch + 1) % 10 == 0:
            print(f"epoch {epoch + 1:3d}  loss {loss.item():.4f}")
    return model


@torch.no_grad()
def predict(model, X):
    model.eval()
    X = torch.as_tensor(X, dtype=torch.float32)
    return model(X).argmax(dim=1).numpy()


def accuracy(model, X, y):
    return float((predict(model, X) == np.asarray(y)).mean())
