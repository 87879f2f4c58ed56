"""Synthetic interaction logs with sequential structure.

Every item has a small set of preferred successors; users walk this transition
graph, occasionally jumping to a random item. Item ids start at 1 (0 is padding).
"""
import numpy as np


def make_transition_table(num_items, num_successors, rng):
    table = np.empty((num_items + 1, num_successors), dtype=np.int64)
    for item in range(1, num_items + 1):
        table[item] = rng.choice(np.arange(1, num_items + 1), size=num_successors, replace=False)
    return table


def generate_interactions(num_users, num_items, min_len=8, max_len=30, noise=0.15,
                          num_successors=3, seed=0):
    """Returns a list of (user, item, timestamp) tuples in arbitrary (shuffled) order."""
    rng = np.random.default_rng(seed)
    table = make_transition_table(num_items, num_successors, rng)
    log = []
    for user in range(num_users):
        length = int(rng.integers(min_len, max_len + 1))
        t = float(rng.uniform(0, 1e6))
        item = int(rng.integers(1, num_items + 1))
        seen = set()
        for _ in range(length):
            log.append((user, item, t))
            seen.add(item)
            t += float(rng.exponential(3600.0))
            for _attempt in range(10):
                if rng.random() < noise:
                    nxt = int(rng.integers(1, num_items + 1))
                else:
                    nxt = int(table[item, rng.integers(0, num_successors)])
                if nxt not in seen:
                    break
            item = nxt
    order = rng.permutation(len(log))
    return [log[i] for i in order]
