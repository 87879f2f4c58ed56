import os
import random

import torch


def set_seed(seed):
    random.seed(seed)
    torch.manual_seed(seed)


def count_parameters(model, trainable_only=True):
    return sum(p.numel() for p in model.parameters() if p.requires_grad or not trainable_only)


def save_checkpoint(path, model, vocab, args, num_classes):
    os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
    torch.save({"model": model.state_dict(), "vocab": vocab.itos, "args": vars(args),
                "num_classes": num_classes}, path)


def expected_calibration_error(probs, labels, n_bins=10):
    conf, pred = probs.max(-1)
    correct = (pred == labels).float()
    ece = torch.zeros(())
    edges = torch.linspace(0, 1, n_bins + 1)
    for lo, hi in zip(edges[:-1], edges[1:]):
        sel = (conf > lo) & (conf <= hi)
        if sel.any():
            ece += sel.float().mean() * (conf[sel].mean() - correct[sel].mean()).abs()
    return ece.item()


def classification_report(preds, golds, names):
    lines = [f"{'class':>12} {'prec':>6} {'rec':>6} {'f1':>6} {'n':>6}"]
    for k, name in enumerate(names):
        tp = ((preds == k) & (golds == k)).sum().item()
        p = tp / max(1, (preds == k).sum().item())
        r = tp / max(1, (golds == k).sum().item())
        f = 2 * p * r / max(1e-12, p + r)
        lines.append(f"{name:>12} {p:6.3f} {r:6.3f} {f:6.3f} {(golds == k).sum().item():6d}")
    return "\n".join(lines)
