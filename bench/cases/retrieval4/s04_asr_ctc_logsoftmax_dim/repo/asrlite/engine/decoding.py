import math
from collections import defaultdict

import torch


@torch.no_grad()
def greedy_decode(logits, lens, blank=0):
    best = logits.log_softmax(dim=-1).argmax(dim=-1)
    out = []
    for seq, n in zip(best.tolist(), lens.tolist()):
        ids, prev = [], None
        for t in seq[:n]:
            if t != prev and t != blank:
                ids.append(t)
            prev = t
        out.append(ids)
    return out


def _logsumexp(*xs):
    m = max(xs)
    if m == -math.inf:
        return -math.inf
    return m + math.log(sum(math.exp(x - m) for x in xs))


@torch.no_grad()
def prefix_beam_search(logits, length, beam=8, blank=0):
    logp = logits[:length].log_softmax(dim=-1).tolist()
    beams = {(): (0.0, -math.inf)}
    for frame in logp:
        nxt = defaultdict(lambda: (-math.inf, -math.inf))
        for prefix, (pb, pnb) in beams.items():
            for c, lp in enumerate(frame):
                if c == blank:
                    b, nb = nxt[prefix]
                    nxt[prefix] = (_logsumexp(b, pb + lp, pnb + lp), nb)
                    continue
                new = prefix + (c,)
                b, nb = nxt[new]
                if prefix and prefix[-1] == c:
                    nxt[new] = (b, _logsumexp(nb, pb + lp))
                    b2, nb2 = nxt[prefix]
                    nxt[prefix] = (b2, _logsumexp(nb2, pnb + lp))
                else:
                    nxt[new] = (b, _logsumexp(nb, pb + lp, pnb + lp))
        beams = dict(sorted(nxt.items(), key=lambda kv: -_logsumexp(*kv[1]))[:beam])
    return list(max(beams.items(), key=lambda kv: _logsumexp(*kv[1]))[0])
