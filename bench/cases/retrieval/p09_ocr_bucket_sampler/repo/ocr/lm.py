"""Character n-gram language model (add-k smoothing) for rescoring beam hypotheses."""
import math
from collections import Counter, defaultdict


class CharNGram:
    def __init__(self, n=3, k=0.1):
        self.n = n
        self.k = k
        self.counts = defaultdict(Counter)
        self.vocab = set()

    def fit(self, texts):
        for t in texts:
            padded = "^" * (self.n - 1) + t + "$"
            self.vocab.update(padded)
            for i in range(self.n - 1, len(padded)):
                self.counts[padded[i - self.n + 1:i]][padded[i]] += 1
        return self

    def logprob(self, text):
        padded = "^" * (self.n - 1) + text + "$"
        v = max(1, len(self.vocab))
        total = 0.0
        for i in range(self.n - 1, len(padded)):
            ctx = self.counts.get(padded[i - self.n + 1:i], Counter())
            total += math.log((ctx[padded[i]] + self.k) / (sum(ctx.values()) + self.k * v))
        return total


def rescore(hypotheses, lm, weight=0.3):
    """hypotheses: list of (text, acoustic log-prob). Returns the best text."""
    return max(hypotheses, key=lambda h: h[1] + weight * lm.logprob(h[0]))[0]
