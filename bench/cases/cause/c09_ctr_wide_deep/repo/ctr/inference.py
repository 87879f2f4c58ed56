import torch
from torch.utils.data import DataLoader

from .data import ClickDataset


class BatchScorer:
    """Scores impression logs in fixed-size batches with a trained model."""

    def __init__(self, model, batch_size=4096, on_batch=None):
        self.model = model.eval()
        self.batch_size = batch_size
        self.on_batch = on_batch

    def score(self, cats, dense):
        dummy = torch.zeros(len(cats))
        loader = DataLoader(ClickDataset(cats, dense, dummy), batch_size=self.batch_size)
        probs = []
        for i, (c, d, _) in enumerate(loader):
            logits = self.model(c, d)
            probs.append(torch.sigmoid(logits))
            if self.on_batch is not None:
                self.on_batch(i, len(c))
        return torch.cat(probs)

    @staticmethod
    def bucketize(probs, edges=(0.01, 0.05, 0.1, 0.2, 0.5)):
        return torch.bucketize(probs, torch.tensor(edges))


def save_model(path, model, meta):
    torch.save({"state_dict": model.state_dict(), "meta": meta}, path)


def load_model(path, model_cls):
    ckpt = torch.load(path, map_location="cpu")
    meta = ckpt["meta"]
    model = model_cls(meta["cardinalities"], meta["n_dense"], emb_dim=meta["emb_dim"])
    model.load_state_dict(ckpt["state_dict"])
    return model.eval(), meta
