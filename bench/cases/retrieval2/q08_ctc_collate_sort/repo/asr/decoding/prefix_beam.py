import math
from collections import defaultdict


def _logsumexp(*xs):
    m = max(xs)
    if m == -math.inf:
        return m
    return m + math.log(sum(math.exp(x - m) for x in xs))


def prefix_beam_search(log_probs, length, beam=8, blank=0, prune=-12.0):
    """CTC prefix beam search for one utterance. log_probs: (T, V) tensor."""
    beams = {(): (0.0, -math.inf)}  # prefix -> (log p ending in blank, log p ending in non-blank)
    lp = log_probs[:length].tolist()
    for frame in lp:
        nxt = defaultdict(lambda: (-math.inf, -math.inf))
        for prefix, (pb, pnb) in beams.items():
            for s, p in enumerate(frame):
                if p < prune:
                    continue
                if s == blank:
                    b, nb = nxt[prefix]
                    nxt[prefix] = (_logsumexp(b, pb + p, pnb + p), nb)
                    continue
                new = prefix + (s,)
                b, nb = nxt[new]
                if prefix and prefix[-1] == s:
                    nxt[new] = (b, _logsumexp(nb, pb + p))
                    ob, onb = nxt[prefix]
                    nxt[prefix] = (ob, _logsumexp(onb, pnb + p))
                else:
                    nxt[new] = (b, _logsumexp(nb, pb + p, pnb + p))
        beams = dict(sorted(nxt.items(), key=lambda kv: -_logsumexp(*kv[1]))[:beam])
    best = max(beams.items(), key=lambda kv: _logsumexp(*kv[1]))
    return list(best[0])
