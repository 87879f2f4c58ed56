class AverageMeter:
    """Tracks a running (weighted) average."""

    def __init__(self):
        self.reset()

    def reset(self):
        self.sum = 0.0
        self.count = 0
        self.val = 0.0

    def update(self, val, n=1):
        self.val = float(val)
        self.sum += float(val) * n
        self.count += n

    @property
    def avg(self):
        return self.sum / max(self.count, 1)


class MeterBuffer:
    def __init__(self):
        self._meters = {}

    def update(self, n=1, **values):
        for key, val in values.items():
            self._meters.setdefault(key, AverageMeter()).update(val, n)

    def averages(self):
        return {k: m.avg for k, m in self._meters.items()}

    def reset(self):
        for m in self._meters.values():
            m.reset()

    def __getitem__(self, key):
        return self._meters[key]
