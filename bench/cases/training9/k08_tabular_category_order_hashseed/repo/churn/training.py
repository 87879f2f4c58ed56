import random

import numpy as np
import torch
import torch.nn.functional as F
from torch.utils.data import DataLoader, TensorDataset

from .model import ChurnModel
from .preprocessing import CategoricalEncoder, Standardizer
from .synthetic import generate_customers


def seed_everything(seed):
    random.seed(seed)
    np.random.seed(seed)
    torch.manual_seed(seed)


def roc_auc(scores, labels):
    order = torch.argsort(scores)
    ranks = torch.empty_like(order, dtype=torch.float64)
    ranks[order] = torch.arange(1, len(scores) + 1, dtype=torch.float64)
    pos = labels.bool()
    n_pos, n_neg = pos.sum().item(), (~pos).sum().item()
    return ((ranks[pos].sum().item() - n_pos * (n_pos + 1) / 2) / (n_pos * n_neg))


def run_training(cfg, log=print):
    d, m, t = cfg["data"], cfg["model"], cfg["train"]
    rows = generate_customers(d["num_customers"], seed=d["seed"])
    n_val = int(len(rows) * d["val_fraction"])
    train_rows, val_rows = rows[n_val:], rows[:n_val]

    seed_everything(t["seed"])
    cat_enc = CategoricalEncoder().fit(train_rows, cfg["categorical"])
    num_enc = Standardizer().fit(train_rows, cfg["numeric"])

    def tensors(rs):
        y = torch.tensor([float(r[cfg["target"]]) for r in rs])
        return cat_enc.transform(rs), num_enc.transform(rs), y

    tr, va = tensors(train_rows), tensors(val_rows)
    loader = DataLoader(TensorDataset(*tr), batch_size=t["batch_size"], shuffle=True)
    model = ChurnModel(cat_enc.cardinalities(), len(cfg["numeric"]), m["embedding_dim"],
                       tuple(m["hidden"]), m["dropout"])
    opt = torch.optim.AdamW(model.parameters(), lr=t["lr"], weight_decay=t["weight_decay"])
    history = []
    for epoch in range(1, t["epochs"] + 1):
        model.train()
        total = 0.0
        for cats, nums, y in loader:
            loss = F.binary_cross_entropy_with_logits(model(cats, nums), y)
            opt.zero_grad()
            loss.backward()
            opt.step()
            total += loss.item() * len(y)
        model.eval()
        with torch.no_grad():
            scores = model(va[0], va[1])
            val_loss = F.binary_cross_entropy_with_logits(scores, va[2]).item()
        rec = {"epoch": epoch, "train_loss": total / len(tr[2]), "val_loss": val_loss,
               "val_auc": roc_auc(scores, va[2])}
        history.append(rec)
        log(f"epoch {epoch} train_loss {rec['train_loss']:.5f} val_loss {val_loss:.5f} "
            f"val_auc {rec['val_auc']:.5f}")
    return model, history
