import torch
from torch.utils.data import DataLoader, TensorDataset

from .vae import vae_loss


def fit_vae(model, X, epochs=20, lr=1e-3, batch_size=128, beta=1.0, log_every=0):
    """Train `model` on the float tensor X (n, in_dim). Returns the per-epoch loss history."""
    loader = DataLoader(TensorDataset(torch.as_tensor(X, dtype=torch.float32)),
                        batch_size=batch_size, shuffle=True)
    opt = torch.optim.Adam(model.parameters(), lr=lr)
    history = []
    for epoch in range(epochs):
        model.train()
        total, n = 0.0, 0
        for (xb,) in loader:
            recon, mu, logvar = model(xb)
            loss, _, _ = vae_loss(recon, xb, mu, logvar, beta)
            opt.zero_grad()
            loss.backward()
            opt.step()
            total += loss.item() * len(xb)
            n += len(xb)
        history.append(total / n)
        if log_every and (epoch + 1) % log_every == 0:
            print(f"epoch {epoch + 1}: loss {history[-1]:.4f}")
    model.eval()
    return history
