from collections import Counter


def ngram_counts(tokens, n):
    return Counter(tuple(tokens[i:i + n]) for i in range(len(tokens) - n + 1))


def clipped_matches(hyp, refs, n):
    """(clipped matching n-grams, total hypothesis n-grams)."""
    hyp_counts = ngram_counts(hyp, n)
    max_ref = Counter()
    for ref in refs:
        for gram, c in ngram_counts(ref, n).items():
            max_ref[gram] = max(max_ref[gram], c)
    matches = sum(min(c, max_ref[g]) for g, c in hyp_counts.items())
    return matches, max(len(hyp) - n + 1, 0)
