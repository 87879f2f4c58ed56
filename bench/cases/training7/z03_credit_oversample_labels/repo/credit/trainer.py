import torch
import torch.nn.functional as F
from torch.utils.data import DataLoader, TensorDataset


def roc_auc(scores, y):
    order = torch.argsort(scores)
    ranks = torch.empty_like(scores)
    ranks[order] = torch.arange(1, len(scores) + 1, dtype=scores.dtype)
    n_pos = y.sum()
    n_neg = len(y) - n_pos
    return float((ranks[y == 1].sum() - n_pos * (n_pos + 1) / 2) / (n_pos * n_neg))


def fit(model, X_tr, y_tr, X_va, y_va, epochs, batch_size, lr, pos_weight=1.0, log=print):
    dl = DataLoader(TensorDataset(X_tr, y_tr), batch_size=batch_size, shuffle=True)
    opt = torch.optim.Adam(model.parameters(), lr=lr)
    pw = torch.tensor(pos_weight)
    history = []
    for epoch in range(1, epochs + 1):
        model.train()
        tot, n = 0.0, 0
        for xb, yb in dl:
            loss = F.binary_cross_entropy_with_logits(model(xb), yb, pos_weight=pw)
            opt.zero_grad()
            loss.backward()
            opt.step()
            tot += loss.item() * len(yb)
            n += len(yb)
        model.eval()
        with torch.no_grad():
            s = model(X_va)
            val_loss = F.binary_cross_entropy_with_logits(s, y_va).item()
        auc = roc_auc(s, y_va)
        history.append({"epoch": epoch, "train_loss": tot / n, "val_loss": val_loss, "val_auc": auc})
        log(f"epoch {epoch} | train_loss {tot / n:.4f} | val_loss {val_loss:.4f} | val_auc {auc:.3f}")
    return history
