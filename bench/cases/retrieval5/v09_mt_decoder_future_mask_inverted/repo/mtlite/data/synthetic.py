"""A toy language pair: every source word maps to one target word, adjectives follow nouns
in the source but precede them in the target, and sentences end with a particle."""
import random

SYL = ["ka", "ko", "ri", "mu", "ta", "ne", "so", "pi", "lu", "ve", "da", "zo"]
EN_NOUNS = ["cat", "dog", "house", "tree", "river", "car", "bird", "child", "book", "city"]
EN_ADJS = ["big", "small", "red", "old", "new", "happy"]
EN_VERBS = ["sees", "likes", "finds", "takes", "builds"]


def _lexicon(words, rng):
    out = {}
    for w in words:
        while True:
            cand = rng.choice(SYL) + rng.choice(SYL)
            if cand not in out.values():
                out[w] = cand
                break
    return out


def make_toy_corpus(n, seed=0):
    rng = random.Random(0)  # fixed lexicon across splits
    lex = _lexicon(EN_NOUNS + EN_ADJS + EN_VERBS + ["the"], rng)
    rng = random.Random(seed)
    pairs = []
    for _ in range(n):
        n1, n2 = rng.choice(EN_NOUNS), rng.choice(EN_NOUNS)
        v = rng.choice(EN_VERBS)
        a1 = rng.choice(EN_ADJS) if rng.random() < 0.5 else None
        a2 = rng.choice(EN_ADJS) if rng.random() < 0.5 else None
        tgt = ["the"] + ([a1] if a1 else []) + [n1, v, "the"] + ([a2] if a2 else []) + [n2, "."]
        src = [lex[n1]] + ([lex[a1]] if a1 else []) + [lex[n2]] + ([lex[a2]] if a2 else []) + [lex[v], "."]
        pairs.append((src, tgt))
    return pairs
