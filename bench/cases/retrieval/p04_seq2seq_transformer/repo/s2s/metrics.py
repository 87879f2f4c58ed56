from collections import Counter
import math

import torch


def token_accuracy(logits, targets, pad_id):
    mask = targets != pad_id
    correct = (logits.argmax(-1) == targets) & mask
    return correct.sum().item() / max(1, mask.sum().item())


def exact_match(pred_seqs, gold_seqs):
    hits = sum(list(p) == list(g) for p, g in zip(pred_seqs, gold_seqs))
    return hits / max(1, len(gold_seqs))


def _ngrams(seq, n):
    return Counter(tuple(seq[i:i + n]) for i in range(len(seq) - n + 1))


def corpus_bleu(hyps, refs, max_n=4):
    """Plain corpus BLEU with brevity penalty (no smoothing)."""
    clipped = [0] * max_n
    totals = [0] * max_n
    hyp_len = ref_len = 0
    for h, r in zip(hyps, refs):
        hyp_len += len(h)
        ref_len += len(r)
        for n in range(1, max_n + 1):
            hc, rc = _ngrams(h, n), _ngrams(r, n)
            clipped[n - 1] += sum(min(c, rc[g]) for g, c in hc.items())
            totals[n - 1] += max(0, len(h) - n + 1)
    if min(clipped) == 0:
        return 0.0
    log_p = sum(math.log(c / t) for c, t in zip(clipped, totals)) / max_n
    bp = 1.0 if hyp_len > ref_len else math.exp(1 - ref_len / max(1, hyp_len))
    return 100 * bp * math.exp(log_p)


def edit_distance(a, b):
    d = list(range(len(b) + 1))
    for i, x in enumerate(a, 1):
        prev, d[0] = d[0], i
        for j, y in enumerate(b, 1):
            prev, d[j] = d[j], min(d[j] + 1, d[j - 1] + 1, prev + (x != y))
    return d[-1]
