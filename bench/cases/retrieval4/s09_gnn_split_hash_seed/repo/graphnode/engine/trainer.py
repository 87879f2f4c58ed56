import copy

import torch

from ..losses import masked_cross_entropy
from ..metrics import masked_accuracy, masked_macro_f1
from ..utils import get_logger


class NodeTrainer:
    def __init__(self, model, graph_input, y, masks, cfg, device="cpu"):
        self.model = model.to(device)
        self.x, self.structure = graph_input
        self.y = y
        self.masks = masks
        self.cfg = cfg
        t = cfg["train"]
        self.opt = torch.optim.Adam(model.parameters(), lr=t["lr"], weight_decay=t.get("weight_decay", 5e-4))
        self.log = get_logger()

    def step(self):
        self.model.train()
        self.opt.zero_grad()
        out = self.model(self.x, self.structure)
        loss = masked_cross_entropy(out, self.y, self.masks["train"], self.cfg["train"].get("label_smoothing", 0.0))
        loss.backward()
        self.opt.step()
        return loss.item()

    @torch.no_grad()
    def evaluate(self):
        self.model.eval()
        out = self.model(self.x, self.structure)
        nc = int(self.y.max()) + 1
        return {k: {"acc": masked_accuracy(out, self.y, m), "f1": masked_macro_f1(out, self.y, m, nc)}
                for k, m in self.masks.items()}

    def fit(self):
        t = self.cfg["train"]
        best_val, best_state, bad = -1.0, None, 0
        for epoch in range(1, t["epochs"] + 1):
            loss = self.step()
            r = self.evaluate()
            if r["val"]["acc"] > best_val:
                best_val, best_state, bad = r["val"]["acc"], copy.deepcopy(self.model.state_dict()), 0
            else:
                bad += 1
            if epoch % t.get("log_every", 20) == 0:
                self.log.info(f"epoch {epoch:4d} loss {loss:.4f} train {r['train']['acc']:.4f} "
                              f"val {r['val']['acc']:.4f} test {r['test']['acc']:.4f}")
            if bad >= t.get("patience", 100):
                break
        self.model.load_state_dict(best_state)
        final = self.evaluate()
        self.log.info(f"best val {final['val']['acc']:.4f} test {final['test']['acc']:.4f} "
                      f"test macro-F1 {final['test']['f1']:.4f}")
        return final
