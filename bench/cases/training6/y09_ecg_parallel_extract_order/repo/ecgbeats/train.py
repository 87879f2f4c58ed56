import torch
import torch.nn.functional as F
from torch.utils.data import DataLoader


def class_weights(labels, n_classes):
    counts = torch.bincount(labels, minlength=n_classes).float().clamp(min=1)
    w = counts.sum() / (n_classes * counts)
    return w / w.mean()


@torch.no_grad()
def evaluate(model, ds, n_classes, batch_size=1024):
    model.eval()
    x, y = ds.tensors
    pred = torch.cat([model(x[i:i + batch_size]).argmax(-1) for i in range(0, len(x), batch_size)])
    recalls = [((pred == c) & (y == c)).sum().item() / max(1, (y == c).sum().item()) for c in range(n_classes)]
    return {"acc": (pred == y).float().mean().item(), "balanced_acc": sum(recalls) / n_classes}


def train_model(model, train_ds, val_ds, n_classes, epochs=8, batch_size=128, lr=1e-3, seed=0, log=print):
    g = torch.Generator().manual_seed(seed)
    loader = DataLoader(train_ds, batch_size=batch_size, shuffle=True, generator=g)
    weights = class_weights(train_ds.tensors[1], n_classes)
    opt = torch.optim.Adam(model.parameters(), lr=lr)
    history = []
    for epoch in range(1, epochs + 1):
        model.train()
        total, n = 0.0, 0
        for x, y in loader:
            loss = F.cross_entropy(model(x), y, weight=weights)
            opt.zero_grad()
            loss.backward()
            opt.step()
            total += loss.item() * len(y)
            n += len(y)
        m = evaluate(model, val_ds, n_classes)
        history.append({"epoch": epoch, "train_loss": total / n, **m})
        if log:
            log(f"epoch {epoch:2d}  train_loss {total / n:.5f}  val_acc {m['acc']:.4f}  "
                f"val_balanced_acc {m['balanced_acc']:.4f}")
    return history
