import math

from .ngram import clipped_matches


def _closest_ref_len(hyp_len, refs):
    return min((abs(len(r) - hyp_len), len(r)) for r in refs)[1]


def corpus_bleu(hypotheses, references, max_n=4, smooth=True):
    """Corpus BLEU (Papineni et al.) with optional add-one smoothing for n > 1.

    hypotheses: list of token lists; references: list of lists of token lists.
    Returns dict with BLEU-1..max_n and the length ratio.
    """
    matches = [0] * max_n
    totals = [0] * max_n
    hyp_len = ref_len = 0
    for hyp, refs in zip(hypotheses, references):
        hyp_len += len(hyp)
        ref_len += _closest_ref_len(len(hyp), refs)
        for n in range(1, max_n + 1):
            m, t = clipped_matches(hyp, refs, n)
            matches[n - 1] += m
            totals[n - 1] += t
    ratio = hyp_len / max(ref_len, 1)
    bp = 1.0 if ratio > 1.0 else math.exp(1 - 1 / max(ratio, 1e-9))
    out = {"len_ratio": ratio}
    log_p = 0.0
    for n in range(1, max_n + 1):
        m, t = matches[n - 1], totals[n - 1]
        if smooth and n > 1:
            m, t = m + 1, t + 1
        p = m / t if t > 0 else 0.0
        log_p += math.log(p) if p > 0 else float("-inf")
        out[f"BLEU-{n}"] = bp * math.exp(log_p / n) if log_p > float("-inf") else 0.0
    return out


def sentence_bleu(hyp, refs, max_n=4):
    return corpus_bleu([hyp], [refs], max_n=max_n, smooth=True)[f"BLEU-{max_n}"]
