"""Synthetic English-like corpus from a tiny grammar (no downloads needed)."""
import random

SUBJECTS = ["the cat", "the dog", "a bird", "my friend", "the old man", "a child"]
VERBS = ["sat on", "looked at", "ran past", "jumped over", "walked to", "slept near"]
OBJECTS = ["the mat", "the red door", "a tall tree", "the river", "a small house", "the hill"]
ENDINGS = [".", " today.", " again.", " at night.", " in the rain."]


def make_sentence(rng):
    return f"{rng.choice(SUBJECTS)} {rng.choice(VERBS)} {rng.choice(OBJECTS)}{rng.choice(ENDINGS)}"


def build_corpus(n_sentences=2000, seed=0):
    rng = random.Random(seed)
    return "\n".join(make_sentence(rng) for _ in range(n_sentences)) + "\n"
