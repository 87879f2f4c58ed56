import re
import unicodedata


class Compose:
    def __init__(self, ops):
        self.ops = ops

    def __call__(self, s):
        for op in self.ops:
            s = op(s)
        return s


class NormalizePunctuation:
    _map = {"\u201e": '"', "\u201c": '"', "\u201d": '"', "\u2019": "'", "\u2013": "-", "\u2014": "-"}

    def __call__(self, s):
        s = unicodedata.normalize("NFC", s)
        for a, b in self._map.items():
            s = s.replace(a, b)
        return s


class Tokenize:
    _punct = re.compile(r"([.,!?;:()\"])")

    def __call__(self, s):
        return " ".join(self._punct.sub(r" \1 ", s).split())


class Lowercase:
    def __call__(self, s):
        return s.lower()
