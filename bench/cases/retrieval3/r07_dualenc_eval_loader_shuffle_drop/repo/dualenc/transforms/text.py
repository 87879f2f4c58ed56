import random


class CaptionNoise:
    """Randomly drop or swap words in a caption (text-side augmentation)."""

    def __init__(self, p_drop=0.1, p_swap=0.05):
        self.p_drop, self.p_swap = p_drop, p_swap

    def __call__(self, text):
        ws = [w for w in text.split() if random.random() >= self.p_drop] or text.split()[:1]
        for i in range(len(ws) - 1):
            if random.random() < self.p_swap:
                ws[i], ws[i + 1] = ws[i + 1], ws[i]
        return " ".join(ws)
