import torch
import torch.nn as nn

from .data import build_data
from .metrics import binary_accuracy, f1_score
from .model import SWEM
from .utils import set_seed


@torch.no_grad()
def evaluate(model, loader):
    model.eval()
    logits, labels = [], []
    for tokens, mask, y in loader:
        logits.append(model(tokens, mask))
        labels.append(y)
    logits, labels = torch.cat(logits), torch.cat(labels)
    return binary_accuracy(logits, labels), f1_score(logits, labels)


def train(cfg, log=print):
    set_seed(cfg["seed"])
    vocab, train_loader, val_loader = build_data(cfg)
    m, t = cfg["model"], cfg["train"]
    model = SWEM(len(vocab), m["emb_dim"], m["hidden"], m["pooling"], m["dropout"], vocab.pad_id)
    opt = torch.optim.Adam(model.parameters(), lr=t["lr"])
    criterion = nn.BCEWithLogitsLoss()
    losses = []
    for epoch in range(1, t["epochs"] + 1):
        model.train()
        for it, (tokens, mask, y) in enumerate(train_loader, 1):
            logits = model(tokens, mask)
            loss = criterion(logits, y)
            opt.zero_grad()
            loss.backward()
            if t.get("clip_norm"):
                nn.utils.clip_grad_norm_(model.parameters(), t["clip_norm"])
            opt.step()
            losses.append(loss.item())
            if t["log_every"] and it % t["log_every"] == 0:
                acc = binary_accuracy(logits.detach(), y)
                log(f"[ep {epoch} it {it}] loss {loss.item():.4f} acc {acc:.2f}")
        acc, f1 = evaluate(model, val_loader)
        log(f"== epoch {epoch} | val acc {acc:.4f} | val f1 {f1:.4f}")
    return model, losses
