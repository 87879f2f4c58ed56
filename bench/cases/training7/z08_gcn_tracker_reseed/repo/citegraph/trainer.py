import torch
import torch.nn.functional as F


def accuracy(logits, y):
    return float((logits.argmax(-1) == y).float().mean())


def fit(model, data, adj, epochs, lr, weight_decay, tracker=None):
    opt = torch.optim.Adam(model.parameters(), lr=lr, weight_decay=weight_decay)
    best_val, best_test = 0.0, 0.0
    for epoch in range(1, epochs + 1):
        model.train()
        out = model(data["x"], adj)
        loss = F.cross_entropy(out[data["train"]], data["y"][data["train"]])
        opt.zero_grad()
        loss.backward()
        opt.step()
        model.eval()
        with torch.no_grad():
            out = model(data["x"], adj)
        val = accuracy(out[data["val"]], data["y"][data["val"]])
        test = accuracy(out[data["test"]], data["y"][data["test"]])
        if val > best_val:
            best_val, best_test = val, test
        if tracker is not None:
            tracker.log(epoch=epoch, loss=loss.item(), val_acc=val, test_acc=test)
    return {"final_loss": loss.item(), "best_val": best_val, "test_at_best_val": best_test}
