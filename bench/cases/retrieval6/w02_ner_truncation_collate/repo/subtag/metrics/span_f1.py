from collections import defaultdict

from ..labels.spans import bio_to_spans


class SpanF1:
    """Entity-level micro precision / recall / F1 (exact span + type match)."""

    def __init__(self):
        self.reset()

    def reset(self):
        self.tp = defaultdict(int)
        self.fp = defaultdict(int)
        self.fn = defaultdict(int)

    def update(self, gold_tags, pred_tags):
        gold, pred = bio_to_spans(gold_tags), bio_to_spans(pred_tags)
        for s in pred & gold:
            self.tp[s[0]] += 1
        for s in pred - gold:
            self.fp[s[0]] += 1
        for s in gold - pred:
            self.fn[s[0]] += 1

    def compute(self):
        tp, fp, fn = sum(self.tp.values()), sum(self.fp.values()), sum(self.fn.values())
        p = tp / (tp + fp) if tp + fp else 0.0
        r = tp / (tp + fn) if tp + fn else 0.0
        f = 2 * p * r / (p + r) if p + r else 0.0
        return {"precision": p, "recall": r, "f1": f}
