import os
import resource


def rss_mb():
    """Resident set size of this process in MB."""
    try:
        with open(f"/proc/{os.getpid()}/statm") as f:
            return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2 ** 20
    except (OSError, ValueError):
        return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024.0


class LatentDriftMonitor:
    """Tracks how far the latent codes of a fixed probe batch move away from where they
    were at the first check. Useful to see when the representation has settled."""

    def __init__(self, probe, every=20):
        self.probe, self.every = probe, every
        self.reference = None
        self.drift = {}            # global step -> mean L2 distance to the reference codes

    def __call__(self, model, step):
        if not self.every or step % self.every:
            return
        was_training = model.training
        model.eval()
        codes = model.encode(self.probe)
        if self.reference is None:
            self.reference = codes
        self.drift[step] = (codes - self.reference).norm(dim=1).mean()
        model.train(was_training)

    def latest(self):
        if not self.drift:
            return float("nan")
        return float(self.drift[max(self.drift)])
