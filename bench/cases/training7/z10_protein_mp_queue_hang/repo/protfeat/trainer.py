import torch
import torch.nn.functional as F
from torch.utils.data import DataLoader, TensorDataset


def train(model, X_tr, y_tr, X_va, y_va, epochs, batch_size, lr, log=print):
    mu, sd = X_tr.mean(0), X_tr.std(0).clamp_min(1e-6)
    X_tr, X_va = (X_tr - mu) / sd, (X_va - mu) / sd
    dl = DataLoader(TensorDataset(X_tr, y_tr), batch_size=batch_size, shuffle=True)
    opt = torch.optim.Adam(model.parameters(), lr=lr)
    history = []
    for epoch in range(1, epochs + 1):
        model.train()
        for xb, yb in dl:
            loss = F.cross_entropy(model(xb), yb)
            opt.zero_grad()
            loss.backward()
            opt.step()
        model.eval()
        with torch.no_grad():
            acc = float((model(X_va).argmax(-1) == y_va).float().mean())
        history.append({"epoch": epoch, "loss": loss.item(), "val_acc": acc})
        log(f"epoch {epoch:2d} | loss {loss.item():.4f} | val_acc {acc:.3f}")
    return history
