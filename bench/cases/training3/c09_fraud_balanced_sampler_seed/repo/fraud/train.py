import torch
import torch.nn.functional as F
from torch.utils.data import DataLoader, TensorDataset

from .data import make_transactions
from .model import FraudNet
from .samplers import BalancedBatchSampler


def average_precision(scores, labels):
    order = scores.argsort(descending=True)
    labels = labels[order]
    tp = torch.cumsum(labels, 0)
    precision = tp / torch.arange(1, len(labels) + 1)
    return (precision * labels).sum().item() / max(labels.sum().item(), 1)


def run(cfg, log=print):
    torch.manual_seed(cfg.seed)
    x, mcc, y = make_transactions(cfg.n_transactions, cfg.fraud_rate, seed=cfg.seed)
    n_val = int(cfg.val_frac * len(y))
    train_set = TensorDataset(x[n_val:], mcc[n_val:], y[n_val:])
    xv, mv, yv = x[:n_val], mcc[:n_val], y[:n_val]
    sampler = BalancedBatchSampler(y[n_val:], cfg.batch_size, cfg.steps_per_epoch, cfg.pos_fraction)
    loader = DataLoader(train_set, batch_sampler=sampler)
    model = FraudNet(hidden=cfg.hidden)
    opt = torch.optim.Adam(model.parameters(), lr=cfg.lr)
    # the batches over-represent fraud: correct the logits' prior at evaluation time
    prior_shift = torch.logit(torch.tensor(cfg.pos_fraction)) - torch.logit(y[n_val:].mean())
    history = []
    for epoch in range(1, cfg.epochs + 1):
        model.train()
        tot = 0.0
        for xb, mb, yb in loader:
            loss = F.binary_cross_entropy_with_logits(model(xb, mb), yb)
            opt.zero_grad()
            loss.backward()
            opt.step()
            tot += loss.item()
        model.eval()
        with torch.no_grad():
            logits = model(xv, mv) - prior_shift
            val_loss = F.binary_cross_entropy_with_logits(logits, yv).item()
            ap = average_precision(logits, yv)
        history.append({"epoch": epoch, "train_loss": tot / len(loader), "val_loss": val_loss, "val_ap": ap})
        log(f"epoch {epoch:3d}  train {tot / len(loader):.4f}  val {val_loss:.5f}  AP {ap:.4f}")
    return model, history
