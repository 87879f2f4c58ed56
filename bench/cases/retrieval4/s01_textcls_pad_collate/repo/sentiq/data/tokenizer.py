import re

_TOKEN_RE = re.compile(r"[A-Za-z0-9']+|[^\sA-Za-z0-9]")


class BasicTokenizer:
    def __init__(self, lowercase=True):
        self.lowercase = lowercase

    def __call__(self, text):
        if self.lowercase:
            text = text.lower()
        return _TOKEN_RE.findall(text)


class CharTokenizer:
    def __init__(self, lowercase=True, keep_spaces=False):
        self.lowercase = lowercase
        self.keep_spaces = keep_spaces

    def __call__(self, text):
        if self.lowercase:
            text = text.lower()
        return [c for c in text if self.keep_spaces or not c.isspace()]
