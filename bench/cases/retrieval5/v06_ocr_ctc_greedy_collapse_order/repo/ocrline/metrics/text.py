"""Edit-distance based recognition metrics."""


def levenshtein(a, b):
    prev = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        cur = [i]
        for j, cb in enumerate(b, 1):
            cur.append(min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (ca != cb)))
        prev = cur
    return prev[-1]


def character_error_rate(preds, refs):
    errors = sum(levenshtein(p, r) for p, r in zip(preds, refs))
    return errors / max(sum(len(r) for r in refs), 1)


def word_error_rate(preds, refs):
    errors = sum(levenshtein(p.split(), r.split()) for p, r in zip(preds, refs))
    return errors / max(sum(len(r.split()) for r in refs), 1)


def exact_match(preds, refs):
    return sum(p == r for p, r in zip(preds, refs)) / max(len(refs), 1)
