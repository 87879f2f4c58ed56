import torch


class Differencer:
    def __init__(self, lag=1):
        self.lag = lag

    def transform(self, values):
        return values[self.lag:] - values[:-self.lag]

    def inverse(self, last_values, diffs):
        out = []
        hist = list(last_values[-self.lag:])
        for d in diffs:
            nxt = hist[-self.lag] + d
            out.append(nxt)
            hist.append(nxt)
        return torch.stack(out)
