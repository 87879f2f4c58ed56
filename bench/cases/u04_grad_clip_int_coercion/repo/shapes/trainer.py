import torch
import torch.nn.functional as F


class Trainer:
    def __init__(self, model, cfg, log=print):
        self.model = model
        self.cfg = cfg
        self.log = log
        self.optimizer = torch.optim.Adam(model.parameters(), lr=cfg.lr,
                                          weight_decay=cfg.weight_decay)

    def train_epoch(self, loader):
        self.model.train()
        total, correct, n, norms = 0.0, 0, 0, []
        for x, y in loader:
            logits = self.model(x)
            loss = F.cross_entropy(logits, y)
            self.optimizer.zero_grad()
            loss.backward()
            norm = torch.nn.utils.clip_grad_norm_(self.model.parameters(), self.cfg.max_grad_norm)
            norms.append(norm.item())
            self.optimizer.step()
            total += loss.item() * len(y)
            correct += (logits.argmax(1) == y).sum().item()
            n += len(y)
        return {"loss": total / n, "acc": correct / n, "grad_norm": sum(norms) / len(norms)}

    @torch.no_grad()
    def evaluate(self, loader):
        self.model.eval()
        total, correct, n = 0.0, 0, 0
        for x, y in loader:
            logits = self.model(x)
            total += F.cross_entropy(logits, y, reduction="sum").item()
            correct += (logits.argmax(1) == y).sum().item()
            n += len(y)
        return {"loss": total / n, "acc": correct / n}
