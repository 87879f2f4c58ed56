"""A tiny metrics package (torchmetrics-like API: update / compute / reset)."""
import torch


class Metric:
    def __init__(self):
        self._defaults = {}

    def add_state(self, name, default):
        self._defaults[name] = default
        setattr(self, name, default)

    def reset(self):
        for name, default in self._defaults.items():
            setattr(self, name, default)

    def update(self, preds, target):
        raise NotImplementedError

    def compute(self):
        raise NotImplementedError


class MeanLoss(Metric):
    def __init__(self):
        super().__init__()
        self.add_state("total", 0.0)
        self.add_state("count", 0)

    def update(self, loss, n):
        self.total += float(loss) * n
        self.count += n

    def compute(self):
        return self.total / max(self.count, 1)


def _binary_auroc(scores, labels):
    order = torch.argsort(scores, descending=True)
    labels = labels[order]
    n_pos = labels.sum()
    n_neg = len(labels) - n_pos
    if n_pos == 0 or n_neg == 0:
        return float("nan")
    tps = torch.cumsum(labels, 0)
    # each negative contributes the number of positives ranked above it
    return (tps[labels == 0].sum() / (n_pos * n_neg)).item()


class MultilabelAUROC(Metric):
    """Macro AUROC over labels. Keeps all predictions of the epoch (exact, not binned)."""

    def __init__(self, num_labels):
        super().__init__()
        self.num_labels = num_labels
        self.add_state("preds", [])
        self.add_state("targets", [])

    def update(self, preds, target):
        self.preds.append(preds.detach().float())
        self.targets.append(target.detach().float())

    def compute(self):
        p, t = torch.cat(self.preds), torch.cat(self.targets)
        aucs = [_binary_auroc(p[:, j], t[:, j]) for j in range(self.num_labels)]
        aucs = [a for a in aucs if a == a]
        return sum(aucs) / len(aucs)


class MetricCollection(dict):
    def update(self, **kwargs):
        for name, m in self.items():
            m.update(*kwargs[name])

    def compute(self):
        return {name: m.compute() for name, m in self.items()}

    def reset(self):
        for m in self.values():
            m.reset()
