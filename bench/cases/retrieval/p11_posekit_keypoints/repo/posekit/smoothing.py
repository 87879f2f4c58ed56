"""Temporal smoothing of keypoint tracks from video (One Euro filter, Casiez et al. 2012)."""
import math


class LowPass:
    def __init__(self):
        self.prev = None

    def __call__(self, x, alpha):
        self.prev = x if self.prev is None else alpha * x + (1 - alpha) * self.prev
        return self.prev


def _alpha(cutoff, dt):
    tau = 1.0 / (2 * math.pi * cutoff)
    return 1.0 / (1.0 + tau / dt)


class OneEuro:
    def __init__(self, min_cutoff=1.0, beta=0.05, d_cutoff=1.0):
        self.min_cutoff, self.beta, self.d_cutoff = min_cutoff, beta, d_cutoff
        self.x, self.dx = LowPass(), LowPass()
        self.last = None

    def __call__(self, value, dt=1 / 30):
        d = 0.0 if self.last is None else (value - self.last) / dt
        self.last = value
        ed = self.dx(d, _alpha(self.d_cutoff, dt))
        cutoff = self.min_cutoff + self.beta * abs(ed)
        return self.x(value, _alpha(cutoff, dt))


def smooth_track(track, **kw):
    """track: list of (K, 2) tensors -> smoothed list, one filter per coordinate."""
    if not track:
        return []
    k = track[0].shape[0]
    filters = [[OneEuro(**kw), OneEuro(**kw)] for _ in range(k)]
    out = []
    for frame in track:
        f = frame.clone()
        for j in range(k):
            f[j, 0] = filters[j][0](float(frame[j, 0]))
            f[j, 1] = filters[j][1](float(frame[j, 1]))
        out.append(f)
    return out
