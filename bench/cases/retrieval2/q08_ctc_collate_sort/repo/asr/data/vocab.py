import re


class CharVocab:
    """Character vocabulary; index 0 is the CTC blank."""

    BLANK = "<b>"

    def __init__(self, alphabet):
        self.symbols = [self.BLANK] + list(alphabet)
        self.index = {s: i for i, s in enumerate(self.symbols)}

    @classmethod
    def from_texts(cls, texts):
        """Build an alphabet from transcripts (after normalisation); space is always included."""
        probe = cls("")
        chars = sorted({c for t in texts for c in probe.normalize(t)} | {" "})
        return cls("".join(chars))

    def __len__(self):
        return len(self.symbols)

    @property
    def blank(self):
        return 0

    def normalize(self, text):
        text = text.lower()
        text = re.sub(r"[^a-z' ]+", " ", text)
        return re.sub(r"\s+", " ", text).strip()

    def encode(self, text):
        return [self.index[c] for c in self.normalize(text) if c in self.index]

    def decode(self, ids):
        return "".join(self.symbols[i] for i in ids if i != self.blank)
