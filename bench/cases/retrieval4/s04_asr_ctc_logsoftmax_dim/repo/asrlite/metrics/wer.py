def edit_distance(a, b):
    prev = list(range(len(b) + 1))
    for i, x in enumerate(a, 1):
        cur = [i] + [0] * len(b)
        for j, y in enumerate(b, 1):
            cur[j] = min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (x != y))
        prev = cur
    return prev[-1]


def wer(hyp, ref):
    r = ref.split()
    return edit_distance(hyp.split(), r) / max(len(r), 1)


def cer(hyp, ref):
    return edit_distance(list(hyp), list(ref)) / max(len(ref), 1)


class ErrorRate:
    def __init__(self):
        self.word_err = 0
        self.words = 0
        self.char_err = 0
        self.chars = 0

    def update(self, hyps, refs):
        for h, r in zip(hyps, refs):
            self.word_err += edit_distance(h.split(), r.split())
            self.words += len(r.split())
            self.char_err += edit_distance(list(h), list(r))
            self.chars += len(r)

    def compute(self):
        return {"wer": self.word_err / max(self.words, 1), "cer": self.char_err / max(self.chars, 1)}
