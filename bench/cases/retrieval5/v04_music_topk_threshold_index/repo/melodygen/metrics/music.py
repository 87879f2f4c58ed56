"""Simple descriptive statistics of generated melodies."""
import math
from collections import Counter


def pitch_class_entropy(melody):
    """Shannon entropy (bits) of the pitch-class histogram; max log2(12) = 3.58."""
    counts = Counter(p % 12 for _, p, _ in melody)
    total = sum(counts.values())
    if total == 0:
        return 0.0
    return -sum(c / total * math.log2(c / total) for c in counts.values())


def ngram_repetition(tokens, n=4):
    """Fraction of n-grams that already occurred earlier in the sequence."""
    seen, repeats, total = set(), 0, 0
    for i in range(len(tokens) - n + 1):
        gram = tuple(tokens[i:i + n])
        total += 1
        if gram in seen:
            repeats += 1
        seen.add(gram)
    return repeats / max(total, 1)
