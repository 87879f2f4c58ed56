def greedy_ctc(log_probs, lengths, blank=0):
    """log_probs [B, T, V] -> list of token-id lists (collapse repeats, drop blanks)."""
    best = log_probs.argmax(-1)
    out = []
    for seq, n in zip(best.tolist(), lengths.tolist()):
        prev, hyp = None, []
        for tok in seq[:n]:
            if tok != prev and tok != blank:
                hyp.append(tok)
            prev = tok
        out.append(hyp)
    return out


def edit_distance(a, b):
    prev = list(range(len(b) + 1))
    for i, x in enumerate(a, 1):
        cur = [i]
        for j, y in enumerate(b, 1):
            cur.append(min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (x != y)))
        prev = cur
    return prev[-1]
