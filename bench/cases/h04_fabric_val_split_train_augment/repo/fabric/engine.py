import torch
import torch.nn.functional as F


def train_epoch(model, loader, optimizer):
    model.train()
    loss_sum, correct, n = 0.0, 0, 0
    for x, y in loader:
        logits = model(x)
        loss = F.cross_entropy(logits, y)
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
        loss_sum += loss.item() * len(y)
        correct += (logits.argmax(1) == y).sum().item()
        n += len(y)
    return {"loss": loss_sum / n, "acc": correct / n}


@torch.no_grad()
def predict(model, loader):
    """Softmax probabilities and labels for a whole loader (in loader order)."""
    model.eval()
    probs, labels = [], []
    for x, y in loader:
        probs.append(F.softmax(model(x), dim=1))
        labels.append(y)
    return torch.cat(probs), torch.cat(labels)


def evaluate(model, loader):
    probs, labels = predict(model, loader)
    nll = F.nll_loss(probs.clamp_min(1e-12).log(), labels).item()
    return {"loss": nll, "acc": (probs.argmax(1) == labels).float().mean().item()}
