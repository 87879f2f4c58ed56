import itertools
import math

import torch
from torch.utils.data import DataLoader

from .losses import sigmoid_focal_loss
from .metrics import pixel_f1


def evaluate(model, dataset):
    model.eval()
    with torch.no_grad():
        logits = torch.cat([model(x) for x, _ in DataLoader(dataset, batch_size=128)])
    model.train()
    return pixel_f1(logits, dataset.masks)


def train(model, train_ds, val_ds, cfg, log=print):
    t, lc = cfg["train"], cfg["loss"]
    opt = torch.optim.Adam(model.parameters(), lr=t["lr"])
    loader = DataLoader(train_ds, batch_size=t["batch_size"], shuffle=True, drop_last=True)
    batches = itertools.chain.from_iterable(itertools.repeat(loader))
    history = []
    model.train()
    for step, (x, y) in zip(range(1, t["steps"] + 1), batches):
        loss = sigmoid_focal_loss(model(x), y, lc["alpha"], lc["gamma"])
        opt.zero_grad()
        loss.backward()
        opt.step()
        history.append(loss.item())
        if step % t["log_every"] == 0:
            log(f"step {step:5d} | focal {sum(history[-t['log_every']:]) / t['log_every']:.4f}")
        if step % t["val_every"] == 0:
            log(f"step {step:5d} | val_pixel_f1 {evaluate(model, val_ds):.3f}")
    return history
