import re
import unicodedata

_PUNCT = re.compile(r"(\W)", re.UNICODE)


class BasicPreTokenizer:
    """Whitespace + punctuation splitting with optional lower-casing and accent stripping."""

    def __init__(self, lowercase=True, strip_accents=True):
        self.lowercase = lowercase
        self.strip_accents = strip_accents

    def normalize(self, word):
        if self.lowercase:
            word = word.lower()
        if self.strip_accents:
            word = "".join(c for c in unicodedata.normalize("NFD", word) if unicodedata.category(c) != "Mn")
        return word

    def split(self, text):
        out = []
        for chunk in text.split():
            out.extend(p for p in _PUNCT.split(chunk) if p and not p.isspace())
        return out
