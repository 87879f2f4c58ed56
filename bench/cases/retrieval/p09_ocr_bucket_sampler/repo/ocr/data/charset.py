class Charset:
    """Maps characters to CTC labels; label 0 is the CTC blank."""

    def __init__(self, chars):
        self.chars = list(dict.fromkeys(chars))
        self.index = {c: i + 1 for i, c in enumerate(self.chars)}

    @property
    def num_classes(self):
        return len(self.chars) + 1

    def encode(self, text):
        return [self.index[c] for c in text]

    def decode(self, labels):
        return "".join(self.chars[l - 1] for l in labels if l > 0)
