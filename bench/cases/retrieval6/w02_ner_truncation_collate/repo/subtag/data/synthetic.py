import random

FILLER = ["yesterday", "met", "in", "the", "office", "of", "visited", "works", "for", "said", "that",
          "moved", "to", "from", "with", "and", "joined", "near", "today", "a", "new", "team", "."]
SYLLABLES = {
    "PER": ["ka", "mi", "ro", "lu", "sen", "dor", "vi", "ta", "el"],
    "LOC": ["bur", "gen", "sk", "ov", "hal", "mar", "ton", "ia", "ste"],
    "ORG": ["tek", "nex", "gro", "sys", "dyn", "cor", "quo", "labs"],
}
TEMPLATES = [
    "PER met PER in LOC yesterday .",
    "PER works for ORG in the office of LOC .",
    "ORG said that PER moved to LOC from LOC .",
    "yesterday PER and PER joined ORG near LOC .",
    "today ORG visited LOC with PER and a new team from ORG .",
    "PER moved from LOC to LOC and joined ORG with PER .",
]


def vocabulary():
    toks = list(FILLER)
    letters = "abcdefghijklmnopqrstuvwxyz"
    for sylls in SYLLABLES.values():
        for s in sylls:
            toks += [s, "##" + s]
    toks += list(letters) + ["##" + c for c in letters]
    return toks


def _entity(kind, rng):
    n_words = rng.randint(1, 2) if kind != "ORG" else rng.randint(1, 3)
    words = []
    for _ in range(n_words):
        n_syl = rng.randint(2, 4)
        words.append("".join(rng.choice(SYLLABLES[kind]) for _ in range(n_syl)).capitalize())
    return words


def make_sentences(n, seed=0):
    rng = random.Random(seed)
    out = []
    for _ in range(n):
        words, tags = [], []
        for slot in rng.choice(TEMPLATES).split():
            if slot in SYLLABLES:
                ent = _entity(slot, rng)
                words += ent
                tags += [f"B-{slot}"] + [f"I-{slot}"] * (len(ent) - 1)
            else:
                words.append(slot)
                tags.append("O")
        out.append((words, tags))
    return out


ENTITY_TYPES = ["PER", "LOC", "ORG"]
