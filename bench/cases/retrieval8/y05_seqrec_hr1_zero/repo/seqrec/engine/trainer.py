import torch

from seqrec.eval import Evaluator
from seqrec.losses import get_loss
from seqrec.utils.logging import get_logger


class Trainer:
    def __init__(self, cfg, model, data):
        self.cfg = cfg
        self.model = model
        self.data = data
        t = cfg.train
        self.optimizer = torch.optim.Adam(model.parameters(), lr=t.lr, weight_decay=t.get("weight_decay", 0.0))
        self.loss_fn = get_loss(t.get("loss", "bpr"))
        self.evaluator = Evaluator(cfg.eval.get("ks", (1, 5, 10)))
        self.log = get_logger()

    def train_epoch(self):
        self.model.train()
        total, n = 0.0, 0
        for batch in self.data.train_loader:
            candidates = torch.cat([batch["positive"].unsqueeze(1), batch["negatives"]], dim=1)
            scores = self.model.score(batch["history"], batch["lengths"], candidates)
            loss = self.loss_fn(scores[:, 0], scores[:, 1:])
            self.optimizer.zero_grad()
            loss.backward()
            self.optimizer.step()
            total += loss.item() * candidates.size(0)
            n += candidates.size(0)
        return total / max(n, 1)

    def fit(self):
        best, history = None, []
        for epoch in range(1, self.cfg.train.epochs + 1):
            loss = self.train_epoch()
            metrics = self.evaluator.evaluate(self.model, self.data.val_loader)
            history.append({"epoch": epoch, "loss": loss, **metrics})
            self.log.info("epoch %d loss %.4f | %s", epoch, loss,
                          " ".join(f"{k} {v:.4f}" for k, v in metrics.items()))
            if best is None or metrics["NDCG@10"] > best["NDCG@10"]:
                best = history[-1]
        return best, history

    def test(self):
        return self.evaluator.evaluate(self.model, self.data.test_loader)
