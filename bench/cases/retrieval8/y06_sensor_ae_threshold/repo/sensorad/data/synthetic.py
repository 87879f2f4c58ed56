"""Synthetic multichannel plant signals with labelled anomaly events."""
import numpy as np


class PlantSimulator:
    def __init__(self, channels=4, seed=0):
        self.channels = channels
        rng = np.random.default_rng(seed)
        self.periods = rng.uniform(20, 80, size=channels)
        self.phases = rng.uniform(0, 2 * np.pi, size=channels)
        self.amps = rng.uniform(0.5, 2.0, size=channels)
        self.offsets = rng.uniform(-5, 5, size=channels)
        self.seed = seed

    def normal(self, length, stream_seed):
        rng = np.random.default_rng(stream_seed)
        t = np.arange(length)[:, None]
        x = self.offsets + self.amps * np.sin(2 * np.pi * t / self.periods + self.phases)
        x = x + 0.3 * self.amps * np.sin(4 * np.pi * t / self.periods)
        x = x + rng.normal(0, 0.05, size=(length, self.channels))
        return x.astype(np.float32)

    def with_anomalies(self, length, stream_seed, rate=0.004):
        """Returns (series (T, C), point labels (T,)) with spikes, level shifts and stuck sensors."""
        rng = np.random.default_rng(stream_seed + 1)
        x = self.normal(length, stream_seed)
        labels = np.zeros(length, dtype=np.int64)
        n_events = max(1, rng.poisson(rate * length))
        for _ in range(n_events):
            kind = rng.choice(["spike", "shift", "stuck"])
            ch = int(rng.integers(0, self.channels))
            start = int(rng.integers(0, length - 40))
            if kind == "spike":
                dur = int(rng.integers(1, 4))
                x[start:start + dur, ch] += rng.choice([-1, 1]) * 4 * self.amps[ch]
            elif kind == "shift":
                dur = int(rng.integers(10, 40))
                x[start:start + dur, ch] += rng.choice([-1, 1]) * 1.5 * self.amps[ch]
            else:
                dur = int(rng.integers(15, 40))
                x[start:start + dur, ch] = x[start, ch]
            labels[start:start + dur] = 1
        return x, labels
