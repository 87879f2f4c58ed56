"""Verification trial lists."""
import numpy as np


def make_trials(speakers, n_target, n_nontarget, seed=0):
    """Sample (enroll_idx, test_idx, label) trials; label 1 = same speaker."""
    rng = np.random.default_rng(seed)
    speakers = np.asarray(speakers)
    by_spk = {}
    for idx, spk in enumerate(speakers):
        by_spk.setdefault(int(spk), []).append(idx)
    spk_ids = sorted(by_spk)
    trials = set()
    while sum(1 for t in trials if t[2] == 1) < n_target:
        spk = spk_ids[rng.integers(len(spk_ids))]
        a, b = rng.choice(by_spk[spk], size=2, replace=False)
        trials.add((int(min(a, b)), int(max(a, b)), 1))
    while sum(1 for t in trials if t[2] == 0) < n_nontarget:
        s1, s2 = rng.choice(spk_ids, size=2, replace=False)
        a = int(rng.choice(by_spk[s1]))
        b = int(rng.choice(by_spk[s2]))
        trials.add((min(a, b), max(a, b), 0))
    return sorted(trials)
