import math

import torch
import torch.nn.functional as F


class PerplexityMeter:
    def __init__(self, ignore_index=-100):
        self.ignore_index = ignore_index
        self.reset()

    def reset(self):
        self.nll = 0.0
        self.tokens = 0

    def update(self, logits, targets):
        v = logits.size(-1)
        nll = F.cross_entropy(logits.reshape(-1, v).float(), targets.reshape(-1),
                              ignore_index=self.ignore_index, reduction="sum")
        self.nll = self.nll + nll
        self.tokens += int((targets != self.ignore_index).sum())

    def compute(self):
        if self.tokens == 0:
            return float("nan")
        nll = self.nll.item() if torch.is_tensor(self.nll) else self.nll
        return math.exp(min(nll / self.tokens, 50.0))


class TokenAccuracy:
    def __init__(self, ignore_index=-100):
        self.ignore_index = ignore_index
        self.reset()

    def reset(self):
        self.correct = 0
        self.total = 0

    def update(self, logits, targets):
        mask = targets != self.ignore_index
        self.correct += int(((logits.argmax(-1) == targets) & mask).sum())
        self.total += int(mask.sum())

    def compute(self):
        return self.correct / max(self.total, 1)


class ScalarMeter:
    def __init__(self):
        self.reset()

    def reset(self):
        self.total = 0.0
        self.count = 0

    def update(self, value, n=1):
        self.total += float(value) * n
        self.count += n

    def compute(self):
        return self.total / max(self.count, 1)
