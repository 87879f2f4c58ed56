from ..data.alignment import IGNORE_INDEX


class TokenAccuracy:
    def __init__(self):
        self.reset()

    def reset(self):
        self.correct = 0
        self.total = 0

    def update(self, logits, labels):
        valid = labels != IGNORE_INDEX
        pred = logits.argmax(-1)
        self.correct += int((pred[valid] == labels[valid]).sum())
        self.total += int(valid.sum())

    def compute(self):
        return self.correct / max(self.total, 1)
