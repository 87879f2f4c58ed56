import torch


def train_epoch(model, loader, criterion, optimizer, max_grad_norm=5.0):
    model.train()
    total, n = 0.0, 0
    for x, y in loader:
        loss = criterion(model(x), y)
        optimizer.zero_grad()
        loss.backward()
        torch.nn.utils.clip_grad_norm_(model.parameters(), max_grad_norm)
        optimizer.step()
        total += loss.item() * len(y)
        n += len(y)
    return total / n


@torch.no_grad()
def accuracy(model, loader):
    model.eval()
    correct, n = 0, 0
    for x, y in loader:
        correct += (model(x).argmax(1) == y).sum().item()
        n += len(y)
    return correct / n
