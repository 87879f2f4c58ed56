import string


class Lowercase:
    def __call__(self, text):
        return text.lower()


class StripPunctuation:
    _table = str.maketrans("", "", string.punctuation)

    def __call__(self, text):
        return text.translate(self._table)


class Tokenize:
    def __call__(self, text):
        return text.split()


class TextPipeline:
    def __init__(self, steps):
        self.steps = steps

    def __call__(self, text):
        for s in self.steps:
            text = s(text)
        return text if isinstance(text, list) else text.split()


_TEXT = {"Lowercase": Lowercase, "StripPunctuation": StripPunctuation, "Tokenize": Tokenize}


def build_text_transform(names):
    return TextPipeline([_TEXT[n]() for n in (names or [])] + [Tokenize()])
