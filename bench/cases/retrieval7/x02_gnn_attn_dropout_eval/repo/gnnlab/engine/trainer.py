import copy

import torch

from gnnlab.losses import masked_cross_entropy
from gnnlab.metrics import masked_accuracy


class Trainer:
    """Full-batch trainer with early stopping on validation accuracy."""

    def __init__(self, cfg, model, graph, verbose=False):
        self.cfg, self.model, self.graph = cfg, model, graph
        o = cfg["optim"]
        self.opt = torch.optim.Adam(model.parameters(), lr=o["lr"],
                                    weight_decay=o["weight_decay"])
        self.verbose = verbose

    def step(self):
        g = self.graph
        self.model.train()
        self.opt.zero_grad()
        logits = self.model(g.x, g.edge_index)
        loss = masked_cross_entropy(logits, g.y, g.masks["train"],
                                    self.cfg["train"]["label_smoothing"])
        loss.backward()
        self.opt.step()
        return loss.item()

    def fit(self):
        t = self.cfg["train"]
        best_acc, best_state, bad = -1.0, None, 0
        for epoch in range(t["epochs"]):
            loss = self.step()
            pred = self.model.predict(self.graph)
            val_acc = masked_accuracy(pred, self.graph.y, self.graph.masks["val"])
            if val_acc > best_acc:
                best_acc, bad = val_acc, 0
                best_state = copy.deepcopy(self.model.state_dict())
            else:
                bad += 1
            if self.verbose and epoch % 20 == 0:
                print(f"epoch {epoch:4d} loss {loss:.4f} val_acc {val_acc:.4f}")
            if bad >= t["patience"]:
                break
        self.model.load_state_dict(best_state)
        return best_acc
