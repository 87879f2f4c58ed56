import torch
from torch.utils.data import DataLoader, TensorDataset

from .losses import balanced_cross_entropy


def make_loader(num, cat, y, batch_size, shuffle, seed=0):
    g = torch.Generator().manual_seed(seed)
    return DataLoader(TensorDataset(num, cat, y), batch_size=batch_size, shuffle=shuffle, generator=g)


def train_one_epoch(model, loader, optimizer, epoch=0, log_every=100, history=None):
    model.train()
    for step, (num, cat, y) in enumerate(loader):
        logits = model(num, cat)
        loss = balanced_cross_entropy(logits, y, label_smoothing=0.05)
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
        if history is not None:
            history.append(loss.item())
        if log_every and step % log_every == 0:
            print(f"epoch {epoch} step {step:4d} loss {loss.item():.4f}", flush=True)


@torch.no_grad()
def evaluate(model, loader, n_classes):
    model.eval()
    tp = torch.zeros(n_classes); fp = torch.zeros(n_classes); fn = torch.zeros(n_classes)
    for num, cat, y in loader:
        pred = model(num, cat).argmax(1)
        for c in range(n_classes):
            tp[c] += ((pred == c) & (y == c)).sum()
            fp[c] += ((pred == c) & (y != c)).sum()
            fn[c] += ((pred != c) & (y == c)).sum()
    recall = tp / (tp + fn).clamp(min=1)
    precision = tp / (tp + fp).clamp(min=1)
    return {"recall": recall.tolist(), "precision": precision.tolist(),
            "balanced_acc": recall.mean().item()}
