"""Evaluation: probabilities, threshold tuning and F1."""
import torch

from ..metrics import MultiLabelCounts, apply_thresholds, tune_thresholds


class Evaluator:
    def __init__(self, model, n_labels, loss_fn=None):
        self.model = model
        self.n_labels = n_labels
        self.loss_fn = loss_fn
        self.counts = MultiLabelCounts(n_labels)

    @torch.no_grad()
    def predict_proba(self, loader):
        """Sigmoid probabilities and targets for a whole loader."""
        self.model.eval()
        probs, targets = [], []
        for batch in loader:
            probs.append(torch.sigmoid(self.model(batch)))
            targets.append(batch["targets"])
        return torch.cat(probs), torch.cat(targets)

    def tune(self, loader):
        probs, targets = self.predict_proba(loader)
        return tune_thresholds(probs, targets)

    @torch.no_grad()
    def evaluate(self, loader, thresholds=0.5):
        """Micro/macro F1 (and mean loss) over every batch in ``loader``."""
        self.model.eval()
        total_loss, n_batches = 0.0, 0
        for batch in loader:
            self.counts.reset()
            logits = self.model(batch)
            if self.loss_fn is not None:
                total_loss += self.loss_fn(logits, batch["targets"]).item()
                n_batches += 1
            preds = apply_thresholds(torch.sigmoid(logits), thresholds)
            self.counts.update(preds, batch["targets"])
        out = self.counts.compute()
        if n_batches:
            out["loss"] = total_loss / n_batches
        return out
