import time

import torch
import torch.nn.functional as F
from torch.utils.data import DataLoader, TensorDataset


def run_epoch(model, loader, opt=None):
    training = opt is not None
    model.train(training)
    total, correct, n = 0.0, 0, 0
    with torch.set_grad_enabled(training):
        for x, y in loader:
            logits = model(x)
            loss = F.cross_entropy(logits, y)
            if training:
                opt.zero_grad()
                loss.backward()
                opt.step()
            total += loss.item() * len(y)
            correct += (logits.argmax(1) == y).sum().item()
            n += len(y)
    return total / n, correct / n


def train(model, train_data, val_data, epochs=15, batch_size=64, lr=3e-3, log=print):
    train_loader = DataLoader(TensorDataset(*train_data), batch_size=batch_size, shuffle=True)
    val_loader = DataLoader(TensorDataset(*val_data), batch_size=256)
    opt = torch.optim.Adam(model.parameters(), lr=lr)
    sched = torch.optim.lr_scheduler.OneCycleLR(opt, max_lr=lr, epochs=epochs,
                                                steps_per_epoch=len(train_loader))
    history = []

    class _Stepper:  # OneCycle is stepped per batch
        def __init__(self, opt, sched):
            self.opt, self.sched = opt, sched

        def zero_grad(self):
            self.opt.zero_grad()

        def step(self):
            self.opt.step()
            self.sched.step()

    stepper = _Stepper(opt, sched)
    for epoch in range(1, epochs + 1):
        t0 = time.time()
        tr_loss, tr_acc = run_epoch(model, train_loader, stepper)
        va_loss, va_acc = run_epoch(model, val_loader)
        history.append({"epoch": epoch, "train_loss": tr_loss, "train_acc": tr_acc,
                        "val_loss": va_loss, "val_acc": va_acc})
        if log:
            log(f"epoch {epoch:2d}  train_loss {tr_loss:.4f}  train_acc {tr_acc:.3f}  "
                f"val_loss {va_loss:.4f}  val_acc {va_acc:.3f}  [{time.time() - t0:.1f}s]")
    return history
