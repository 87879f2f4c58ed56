import logging
import math

import torch
import torch.nn.functional as F

from ..metrics import accuracy
from .early_stop import EarlyStopper

logger = logging.getLogger("graphkit.train")


def train_step(model, graph, optimizer, transform=None):
    model.train()
    g = transform(graph, train=True) if transform is not None else graph
    optimizer.zero_grad()
    out = model(g.x, g.edge_index)
    mask = g.masks["train"]
    loss = F.cross_entropy(out[mask], g.y[mask])
    loss.backward()
    optimizer.step()
    return loss.item()


@torch.no_grad()
def evaluate(model, graph, transform=None):
    model.eval()
    g = transform(graph, train=False) if transform is not None else graph
    out = model(g.x, g.edge_index)
    res = {}
    for split, mask in g.masks.items():
        res[f"{split}_acc"] = accuracy(out, g.y, mask)
        res[f"{split}_loss"] = F.cross_entropy(out[mask], g.y[mask]).item() if mask.any() else float("nan")
    return res


def fit(model, graph, cfg, transform=None):
    opt = torch.optim.Adam(model.parameters(), lr=cfg["lr"], weight_decay=cfg.get("weight_decay", 0.0))
    stopper = EarlyStopper(cfg.get("patience", 100))
    for epoch in range(1, cfg["epochs"] + 1):
        loss = train_step(model, graph, opt, transform)
        res = evaluate(model, graph, transform)
        if epoch == 1 or epoch % 10 == 0:
            logger.info("epoch %03d loss %.4f train %.3f val %.3f (val loss %.4f)", epoch, loss,
                        res["train_acc"], res["val_acc"], res["val_loss"])
        if math.isnan(loss):
            logger.warning("loss is nan at epoch %d", epoch)
        if stopper.update(epoch, res["val_acc"], res["val_loss"], model):
            logger.info("early stop at epoch %d (best %d)", epoch, stopper.best_epoch)
            break
    stopper.restore(model)
    return evaluate(model, graph, transform)
