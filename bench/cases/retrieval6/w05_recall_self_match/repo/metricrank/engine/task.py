import torch

from ..metrics import RetrievalMetrics


class MetricLearningTask:
    def __init__(self, model, criterion, miner, eval_cfg):
        self.model = model
        self.criterion = criterion
        self.miner = miner
        self.metrics = RetrievalMetrics(ks=eval_cfg.get("ks", [1, 2, 4, 8]), metric=eval_cfg.get("metric", "cosine"))

    def train_step(self, batch):
        x, y = batch
        emb = self.model(x)
        triplets = self.miner(emb, y) if self.miner is not None else None
        loss = self.criterion(emb, y, triplets)
        n = triplets[0].numel() if triplets is not None else 0
        return {"loss": loss, "triplets": float(n)}

    @torch.no_grad()
    def embed(self, loader):
        self.model.eval()
        embs, labels = [], []
        for x, y in loader:
            embs.append(self.model(x))
            labels.append(y)
        self.model.train()
        return torch.cat(embs), torch.cat(labels)

    @torch.no_grad()
    def evaluate(self, loader):
        emb, labels = self.embed(loader)
        return self.metrics.compute(emb, labels)
