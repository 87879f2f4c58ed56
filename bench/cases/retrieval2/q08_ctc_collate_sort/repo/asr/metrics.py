def edit_distance(ref, hyp):
    prev = list(range(len(hyp) + 1))
    for i, r in enumerate(ref, 1):
        cur = [i] + [0] * len(hyp)
        for j, h in enumerate(hyp, 1):
            cur[j] = min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (r != h))
        prev = cur
    return prev[-1]


def align_counts(ref, hyp):
    """Return (substitutions, deletions, insertions) of a minimum edit alignment."""
    n, m = len(ref), len(hyp)
    d = [[0] * (m + 1) for _ in range(n + 1)]
    for i in range(n + 1):
        d[i][0] = i
    for j in range(m + 1):
        d[0][j] = j
    for i in range(1, n + 1):
        for j in range(1, m + 1):
            d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (ref[i - 1] != hyp[j - 1]))
    i, j, sub, dele, ins = n, m, 0, 0, 0
    while i > 0 or j > 0:
        if i > 0 and j > 0 and d[i][j] == d[i - 1][j - 1] + (ref[i - 1] != hyp[j - 1]):
            sub += ref[i - 1] != hyp[j - 1]
            i, j = i - 1, j - 1
        elif i > 0 and d[i][j] == d[i - 1][j] + 1:
            dele += 1
            i -= 1
        else:
            ins += 1
            j -= 1
    return sub, dele, ins


class ErrorRate:
    """Accumulates character and word error rates over a corpus."""

    def __init__(self):
        self.char_errs = self.chars = self.word_errs = self.words = 0

    def update(self, refs, hyps):
        for r, h in zip(refs, hyps):
            self.char_errs += edit_distance(r, h)
            self.chars += len(r)
            self.word_errs += edit_distance(r.split(), h.split())
            self.words += len(r.split())

    @property
    def cer(self):
        return self.char_errs / max(self.chars, 1)

    @property
    def wer(self):
        return self.word_errs / max(self.words, 1)
