"""Character set with the CTC blank at index 0."""


class Charset:
    BLANK = 0

    def __init__(self, chars):
        if len(set(chars)) != len(chars):
            raise ValueError("charset contains duplicate characters")
        self.chars = list(chars)
        self.char2id = {c: i + 1 for i, c in enumerate(self.chars)}

    def __len__(self):
        return len(self.chars) + 1  # + blank

    def id_of(self, ch):
        return self.char2id[ch]

    def char_of(self, idx):
        return self.chars[idx - 1]

    def filter(self, text):
        return "".join(c for c in text.lower() if c in self.char2id)
