"""Synthetic paraphrase pairs built from templates with synonym substitution, plus STS-style
graded pairs for evaluation."""
import random

SUBJECTS = ["the cat", "a dog", "my neighbour", "the teacher", "our team", "the old man", "a child",
            "the pilot", "the committee", "my sister"]
VERBS = [("bought", "purchased"), ("fixed", "repaired"), ("started", "began"), ("liked", "enjoyed"),
         ("saw", "noticed"), ("built", "constructed"), ("cleaned", "tidied"), ("found", "discovered")]
OBJECTS = [("a car", "an automobile"), ("the house", "the home"), ("a big box", "a large box"),
           ("the garden", "the yard"), ("a small boat", "a little boat"), ("the report", "the document"),
           ("a new phone", "a new mobile"), ("the kitchen", "the cooking area")]
TAILS = ["", " yesterday", " last week", " in the morning", " after a long and tiring day at work",
         " before the storm arrived in the small coastal town", " quickly"]


def sentence(rng, paraphrase=False, subj=None, verb=None, obj=None, tail=None):
    s = subj if subj is not None else rng.choice(SUBJECTS)
    v = verb if verb is not None else rng.choice(VERBS)
    o = obj if obj is not None else rng.choice(OBJECTS)
    t = tail if tail is not None else rng.choice(TAILS)
    k = 1 if paraphrase else 0
    return f"{s} {v[k]} {o[k]}{t}".strip()


def make_pairs(n, seed=0):
    rng = random.Random(seed)
    pairs = []
    for _ in range(n):
        s, v, o = rng.choice(SUBJECTS), rng.choice(VERBS), rng.choice(OBJECTS)
        a = sentence(rng, False, s, v, o, rng.choice(TAILS))
        b = sentence(rng, True, s, v, o, rng.choice(TAILS))
        pairs.append((a, b))
    return pairs


def make_sts(n, seed=1):
    """(a, b, score in [0, 5]) with score = 5 for paraphrases and lower for partial overlap."""
    rng = random.Random(seed)
    out = []
    for _ in range(n):
        s, v, o = rng.choice(SUBJECTS), rng.choice(VERBS), rng.choice(OBJECTS)
        a = sentence(rng, False, s, v, o, "")
        kind = rng.randint(0, 3)
        if kind == 0:
            b, score = sentence(rng, True, s, v, o, ""), 5.0
        elif kind == 1:
            b, score = sentence(rng, True, s, v, rng.choice(OBJECTS), ""), 3.0
        elif kind == 2:
            b, score = sentence(rng, True, rng.choice(SUBJECTS), rng.choice(VERBS), o, ""), 2.0
        else:
            b, score = sentence(rng), 0.0
        out.append((a, b, score))
    return out


def corpus(pairs):
    return [s for p in pairs for s in p[:2]]
