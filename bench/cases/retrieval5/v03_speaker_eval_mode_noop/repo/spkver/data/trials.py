"""Verification trial lists: lines of ``<label> <enrol_utt> <test_utt>``."""
import itertools
import random


def read_trials(path):
    trials = []
    with open(path, "r", encoding="utf-8") as fh:
        for line in fh:
            parts = line.split()
            if len(parts) == 3:
                trials.append((int(parts[0]), parts[1], parts[2]))
    return trials


def make_trials(utts, n_target=200, n_nontarget=200, seed=0):
    """Sample balanced target / non-target pairs from [(utt_id, _, spk)]."""
    rng = random.Random(seed)
    by_spk = {}
    for utt_id, _, spk in utts:
        by_spk.setdefault(spk, []).append(utt_id)
    target = [p for ids in by_spk.values() for p in itertools.combinations(ids, 2)]
    rng.shuffle(target)
    ids = [u for u, _, _ in utts]
    spk_of = {u: s for u, _, s in utts}
    nontarget = []
    while len(nontarget) < n_nontarget:
        a, b = rng.sample(ids, 2)
        if spk_of[a] != spk_of[b]:
            nontarget.append((a, b))
    return [(1, a, b) for a, b in target[:n_target]] + [(0, a, b) for a, b in nontarget]


def write_trials(trials, path):
    with open(path, "w", encoding="utf-8") as fh:
        for label, a, b in trials:
            fh.write(f"{label} {a} {b}\n")
