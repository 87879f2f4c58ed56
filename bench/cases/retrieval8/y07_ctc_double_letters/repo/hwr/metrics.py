"""Edit-distance based metrics for recognition."""


def levenshtein(a, b):
    if len(a) < len(b):
        a, b = b, a
    prev = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        cur = [i]
        for j, cb in enumerate(b, 1):
            cur.append(min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (ca != cb)))
        prev = cur
    return prev[-1]


def character_error_rate(preds, refs):
    """Corpus-level CER: total edits / total reference characters."""
    edits = sum(levenshtein(p, r) for p, r in zip(preds, refs))
    total = sum(len(r) for r in refs)
    return edits / max(total, 1)


def word_error_rate(preds, refs):
    """Fraction of samples whose transcription is not an exact match (single-word lines)."""
    wrong = sum(p != r for p, r in zip(preds, refs))
    return wrong / max(len(refs), 1)


class RunningCER:
    def __init__(self):
        self.edits = 0
        self.chars = 0
        self.words = 0
        self.wrong = 0

    def update(self, preds, refs):
        for p, r in zip(preds, refs):
            self.edits += levenshtein(p, r)
            self.chars += len(r)
            self.wrong += int(p != r)
            self.words += 1

    def compute(self):
        return {"cer": self.edits / max(self.chars, 1), "wer": self.wrong / max(self.words, 1)}
