import torch
import torch.nn.functional as F

from .metrics import mae, mse


def train_epoch(model, loader, opt, epoch, log_every=25, log=print, history=None):
    model.train()
    for step, (x, y) in enumerate(loader, 1):
        pred = model(x)
        loss = F.mse_loss(pred, y)
        opt.zero_grad()
        loss.backward()
        opt.step()
        if history is not None:
            history.append(loss.item())
        if log_every and step % log_every == 0:
            log(f"epoch {epoch} | step {step:4d} | train_mse {loss.item():.4f}")


@torch.no_grad()
def evaluate(model, loader):
    model.eval()
    preds, targets = [], []
    for x, y in loader:
        preds.append(model(x))
        targets.append(y)
    p, t = torch.cat(preds), torch.cat(targets)
    return {"val_mse": mse(p, t), "val_mae": mae(p, t)}
