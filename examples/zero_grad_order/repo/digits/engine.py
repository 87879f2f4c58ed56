import torch.nn.functional as F


def train_epoch(model, loader, optimizer):
    model.train()
    total, n = 0.0, 0
    for x, y in loader:
        loss = F.cross_entropy(model(x), y)
        loss.backward()
        optimizer.zero_grad()
        optimizer.step()
        total += loss.item() * len(y)
        n += len(y)
    return total / n
