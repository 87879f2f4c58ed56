from collections import defaultdict, deque

import torch


class SmoothedValue:
    def __init__(self, window=20, fmt="{median:.4f} ({global_avg:.4f})"):
        self.deque, self.total, self.count, self.fmt = deque(maxlen=window), 0.0, 0, fmt

    def update(self, value, n=1):
        if isinstance(value, torch.Tensor):
            value = value.item()
        self.deque.append(value)
        self.count += n
        self.total += value * n

    @property
    def median(self):
        d = sorted(self.deque)
        return d[len(d) // 2] if d else 0.0

    @property
    def global_avg(self):
        return self.total / max(self.count, 1)

    def __str__(self):
        return self.fmt.format(median=self.median, global_avg=self.global_avg)


class MetricLogger:
    def __init__(self, delimiter="  "):
        self.meters = defaultdict(SmoothedValue)
        self.delimiter = delimiter

    def update(self, n=1, **kwargs):
        for k, v in kwargs.items():
            self.meters[k].update(v, n)

    def __str__(self):
        return self.delimiter.join(f"{k}: {m}" for k, m in self.meters.items())
