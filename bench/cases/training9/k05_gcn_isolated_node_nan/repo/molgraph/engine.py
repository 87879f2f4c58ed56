import torch
import torch.nn.functional as F

from .batching import GraphLoader
from .model import GCNClassifier


@torch.no_grad()
def evaluate(model, graphs, batch_size=256):
    model.eval()
    correct = 0
    for x, ei, batch, y in GraphLoader(graphs, batch_size):
        correct += (model(x, ei, batch, len(y)).argmax(1) == y).sum().item()
    return correct / len(graphs)


def train(train_graphs, val_graphs, epochs=10, batch_size=32, lr=1e-2, hidden=64, layers=3,
          seed=0, log=print, log_every=10):
    torch.manual_seed(seed)
    model = GCNClassifier(train_graphs[0].x.shape[1], hidden=hidden, layers=layers)
    opt = torch.optim.Adam(model.parameters(), lr=lr)
    loader = GraphLoader(train_graphs, batch_size, shuffle=True, seed=seed)
    step, history = 0, {"step_loss": [], "val_acc": []}
    for epoch in range(1, epochs + 1):
        model.train()
        for x, ei, batch, y in loader:
            loss = F.cross_entropy(model(x, ei, batch, len(y)), y)
            opt.zero_grad()
            loss.backward()
            opt.step()
            step += 1
            history["step_loss"].append(loss.item())
            if log_every and step % log_every == 0:
                log(f"epoch {epoch} step {step:4d} loss {loss.item():.4f}")
        acc = evaluate(model, val_graphs)
        history["val_acc"].append(acc)
        log(f"epoch {epoch} val_acc {acc:.3f}")
    return model, history
