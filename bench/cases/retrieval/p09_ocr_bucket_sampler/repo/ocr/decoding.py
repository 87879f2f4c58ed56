import math

import torch


def greedy_decode(log_probs, lengths):
    """log_probs: (T, B, C). Collapse repeats, drop blanks (0)."""
    best = log_probs.argmax(-1).T
    out = []
    for seq, n in zip(best.tolist(), lengths.tolist()):
        labels, prev = [], 0
        for l in seq[:n]:
            if l != prev and l != 0:
                labels.append(l)
            prev = l
        out.append(labels)
    return out


def _logsumexp(a, b):
    if a == -math.inf:
        return b
    if b == -math.inf:
        return a
    m = max(a, b)
    return m + math.log(math.exp(a - m) + math.exp(b - m))


def prefix_beam_search(log_probs, beam=8):
    """CTC prefix beam search for one sequence: log_probs (T, C)."""
    beams = {(): (0.0, -math.inf)}  # prefix -> (log p ending in blank, log p ending in non-blank)
    for t in range(log_probs.shape[0]):
        lp = log_probs[t].tolist()
        nxt = {}
        for prefix, (pb, pnb) in beams.items():
            b, nb = nxt.get(prefix, (-math.inf, -math.inf))
            nxt[prefix] = (_logsumexp(b, _logsumexp(pb, pnb) + lp[0]), nb)
            for c in range(1, len(lp)):
                new = prefix + (c,)
                b2, nb2 = nxt.get(new, (-math.inf, -math.inf))
                if prefix and prefix[-1] == c:
                    nb2 = _logsumexp(nb2, pb + lp[c])
                    b1, nb1 = nxt[prefix]
                    nxt[prefix] = (b1, _logsumexp(nb1, pnb + lp[c]))
                else:
                    nb2 = _logsumexp(nb2, _logsumexp(pb, pnb) + lp[c])
                nxt[new] = (b2, nb2)
        beams = dict(sorted(nxt.items(), key=lambda kv: -_logsumexp(*kv[1]))[:beam])
    best = max(beams.items(), key=lambda kv: _logsumexp(*kv[1]))
    return list(best[0])
