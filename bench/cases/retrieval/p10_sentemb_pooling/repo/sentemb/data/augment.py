"""Text views for unsupervised contrastive learning (SimCSE-style positives without labels)."""
import random


def word_dropout(text, p=0.1, rng=random):
    words = text.split()
    kept = [w for w in words if rng.random() > p]
    return " ".join(kept or words[:1])


def local_shuffle(text, window=3, rng=random):
    words = text.split()
    out = []
    for s in range(0, len(words), window):
        chunk = words[s:s + window]
        rng.shuffle(chunk)
        out.extend(chunk)
    return " ".join(out)


def duplicate_word(text, rng=random):
    words = text.split()
    if not words:
        return text
    i = rng.randrange(len(words))
    return " ".join(words[:i + 1] + [words[i]] + words[i + 1:])


def make_views(texts, seed=0):
    rng = random.Random(seed)
    ops = [word_dropout, local_shuffle, duplicate_word]
    return [(t, rng.choice(ops)(t, rng=rng)) for t in texts]
