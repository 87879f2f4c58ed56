def edit_distance(a, b):
    prev = list(range(len(b) + 1))
    for i, x in enumerate(a, 1):
        cur = [i]
        for j, y in enumerate(b, 1):
            cur.append(min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (x != y)))
        prev = cur
    return prev[-1]


def cer(preds, refs):
    errors = sum(edit_distance(p, r) for p, r in zip(preds, refs))
    return errors / max(1, sum(len(r) for r in refs))


def wer(preds, refs):
    errors = sum(edit_distance(p.split(), r.split()) for p, r in zip(preds, refs))
    return errors / max(1, sum(len(r.split()) for r in refs))


def line_accuracy(preds, refs):
    return sum(p == r for p, r in zip(preds, refs)) / max(1, len(refs))
