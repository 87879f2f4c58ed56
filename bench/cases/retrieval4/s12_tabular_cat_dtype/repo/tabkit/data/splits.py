import random
from collections import defaultdict


def stratified_split(rows, target, val_frac=0.2, seed=0):
    rng = random.Random(seed)
    by_label = defaultdict(list)
    for i, r in enumerate(rows):
        by_label[r[target]].append(i)
    train, val = [], []
    for lab in sorted(by_label):
        idx = by_label[lab]
        rng.shuffle(idx)
        k = int(round(len(idx) * val_frac))
        val.extend(idx[:k])
        train.extend(idx[k:])
    return [rows[i] for i in sorted(train)], [rows[i] for i in sorted(val)]
