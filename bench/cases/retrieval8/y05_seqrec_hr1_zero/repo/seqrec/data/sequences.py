from collections import defaultdict


def build_user_sequences(log, min_len=3):
    """Group (user, item, ts) records into chronologically ordered item lists."""
    per_user = defaultdict(list)
    for user, item, ts in log:
        per_user[user].append((ts, item))
    sequences = {}
    for user, events in per_user.items():
        events.sort(key=lambda e: e[0])
        items = [item for _, item in events]
        if len(items) >= min_len:
            sequences[user] = items
    return sequences


def leave_one_out_split(sequences):
    """Train on all but the last two items, validate on the second-to-last, test on the last."""
    train, val, test = {}, {}, {}
    for user, items in sequences.items():
        train[user] = items[:-2]
        val[user] = (items[:-2], items[-2])
        test[user] = (items[:-1], items[-1])
    return train, val, test


def item_popularity(sequences, num_items):
    counts = [0] * (num_items + 1)
    for items in sequences.values():
        for item in items:
            counts[item] += 1
    return counts
