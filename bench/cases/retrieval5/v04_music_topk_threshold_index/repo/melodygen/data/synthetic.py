"""Scale-based random melodies with repeated motifs."""
import random

MAJOR = [0, 2, 4, 5, 7, 9, 11]
MINOR = [0, 2, 3, 5, 7, 8, 10]


def make_synthetic_melodies(n, bars=16, seed=0):
    rng = random.Random(seed)
    out = []
    for _ in range(n):
        root = rng.randint(55, 67)
        scale = rng.choice([MAJOR, MINOR])
        motif = []
        t = 0
        while t < 16:
            dur = rng.choice([2, 2, 4, 4, 1, 8])
            degree = rng.randint(0, 9)
            pitch = root + scale[degree % 7] + 12 * (degree // 7)
            motif.append((t, pitch, dur))
            t += dur
        melody = []
        for b in range(bars):
            shift = rng.choice([0, 0, 2, -3, 4])
            for onset, pitch, dur in motif:
                if onset < 16:
                    melody.append((b * 16 + onset, pitch + shift, dur))
        out.append(melody)
    return out
