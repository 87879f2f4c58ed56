import math

import torch
import torch.nn.functional as F


def train_epoch(model, loader, optimizer, scheduler=None, emb_l2=0.0):
    model.train()
    se, n = 0.0, 0
    for users, items, ratings in loader:
        pred = model(users, items)
        mse = F.mse_loss(pred, ratings)
        loss = mse + emb_l2 * model.l2_penalty(users, items)
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
        if scheduler is not None:
            scheduler.step()
        se += mse.item() * len(ratings)
        n += len(ratings)
    return math.sqrt(se / n)


@torch.no_grad()
def evaluate(model, loader):
    model.eval()
    se, n = 0.0, 0
    for users, items, ratings in loader:
        pred = model(users, items).clamp(1.0, 5.0)
        se += ((pred - ratings) ** 2).sum().item()
        n += len(ratings)
    return math.sqrt(se / n)
