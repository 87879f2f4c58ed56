import torch


class Meter:
    def __init__(self):
        self.sum, self.n = 0.0, 0

    def add(self, v, n=1):
        self.sum += float(v) * n
        self.n += n

    @property
    def mean(self):
        return self.sum / max(1, self.n)


def accuracy(logits, y):
    return (logits.argmax(-1) == y).float().mean().item()


def false_reject_rate(logits, y, keyword_ids, threshold=0.5):
    """Fraction of keyword utterances whose keyword probability stays below the threshold."""
    probs = logits.softmax(-1)
    is_kw = torch.isin(y, torch.tensor(keyword_ids))
    if not is_kw.any():
        return 0.0
    p_true = probs[is_kw].gather(1, y[is_kw].unsqueeze(1)).squeeze(1)
    return (p_true < threshold).float().mean().item()


def false_alarm_rate(logits, y, keyword_ids, threshold=0.5):
    probs = logits.softmax(-1)
    non_kw = ~torch.isin(y, torch.tensor(keyword_ids))
    if not non_kw.any():
        return 0.0
    p_kw = probs[non_kw][:, keyword_ids].max(-1).values
    return (p_kw >= threshold).float().mean().item()


def confusion_matrix(logits, y, num_classes):
    pred = logits.argmax(-1)
    m = torch.zeros(num_classes, num_classes, dtype=torch.long)
    m.index_put_((y, pred), torch.ones_like(y), accumulate=True)
    return m


def format_confusion(m, names):
    width = max(len(n) for n in names) + 1
    head = " " * width + " ".join(f"{n[:5]:>5}" for n in names)
    rows = [head]
    for name, row in zip(names, m.tolist()):
        rows.append(f"{name:>{width}}" + " ".join(f"{v:5d}" for v in row))
    return "\n".join(rows)


def per_class_recall(m):
    return (m.diag().float() / m.sum(1).clamp(min=1).float()).tolist()
