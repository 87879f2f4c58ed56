import torch
import torch.nn.functional as F


def run_epoch(model, loader, optimizer=None):
    training = optimizer is not None
    model.train(training)
    loss_sum, correct, n = 0.0, 0, 0
    with torch.set_grad_enabled(training):
        for x, y in loader:
            logits = model(x)
            loss = F.cross_entropy(logits, y)
            if training:
                optimizer.zero_grad()
                loss.backward()
                optimizer.step()
            loss_sum += loss.item() * len(y)
            correct += (logits.argmax(1) == y).sum().item()
            n += len(y)
    return loss_sum / n, correct / n


class EarlyStopping:
    def __init__(self, patience=5):
        self.patience, self.best, self.bad = patience, float("inf"), 0

    def step(self, val_loss):
        if val_loss < self.best - 1e-4:
            self.best, self.bad = val_loss, 0
        else:
            self.bad += 1
        return self.bad > self.patience
