import os
import random

_WORDS = ("the king and queen shall walk into the garden where every rose has been cut by "
          "a servant who loves music more than gold or bread yet fears the dark night").split()
_NAMES = ["ROMEO", "JULIET", "NURSE", "FRIAR", "TYBALT", "MERCUTIO"]


def synthetic_play(n_lines=4000, seed=0):
    """Shakespeare-shaped nonsense with real structure (speaker lines, punctuation)."""
    rng = random.Random(seed)
    lines = []
    for _ in range(n_lines // 4):
        lines.append(rng.choice(_NAMES) + ":")
        for _ in range(rng.randint(1, 3)):
            words = [rng.choice(_WORDS) for _ in range(rng.randint(4, 11))]
            words[0] = words[0].capitalize()
            lines.append(" ".join(words) + rng.choice([",", ".", ";", "!", "?"]))
        lines.append("")
    return "\n".join(lines)


def load_corpus(path):
    if path and os.path.exists(path):
        with open(path, encoding="utf-8") as fh:
            return fh.read()
    return synthetic_play()
