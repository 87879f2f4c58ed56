"""Leave-one-out split: each user's most recent item is held out for testing, the one before it
for validation, and evaluation ranks it against sampled negatives."""
import random


def leave_one_out(user_lists):
    train, val, test = {}, {}, {}
    for u, items in enumerate(user_lists):
        if len(items) < 3:
            train[u] = list(items)
            continue
        train[u], val[u], test[u] = items[:-2], items[-2], items[-1]
    return train, val, test


def sample_eval_candidates(user_items, held_out, num_items, n_neg, seed=0):
    """For each user: [held_out] + n_neg items the user never interacted with."""
    rng = random.Random(seed)
    cands = {}
    for u, target in held_out.items():
        seen = set(user_items.get(u, [])) | {target}
        negs = set()
        while len(negs) < n_neg:
            j = rng.randrange(num_items)
            if j not in seen:
                negs.add(j)
        cands[u] = [target] + sorted(negs)
    return cands
