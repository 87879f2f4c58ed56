import os


class SmoothedValue:
    """Tracks a series of values; gives the windowed average and the global average."""

    def __init__(self, window=50):
        self.window = window
        self.values = []
        self.total = 0.0
        self.count = 0

    def update(self, value, n=1):
        self.values.append(value)
        self.total += value * n
        self.count += n

    @property
    def avg(self):
        recent = self.values[-self.window:]
        return sum(recent) / max(len(recent), 1)

    @property
    def global_avg(self):
        return self.total / max(self.count, 1)


def rss_mb():
    """Resident set size of this process in MB (Linux)."""
    try:
        with open("/proc/self/statm") as fh:
            pages = int(fh.read().split()[1])
        return pages * os.sysconf("SC_PAGE_SIZE") / 2 ** 20
    except (OSError, ValueError):
        import resource
        return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
