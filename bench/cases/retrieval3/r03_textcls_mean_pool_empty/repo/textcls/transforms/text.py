import html
import re


class Compose:
    def __init__(self, ops):
        self.ops = list(ops)

    def __call__(self, text):
        for op in self.ops:
            text = op(text)
        return text


class Lowercase:
    def __call__(self, text):
        return text.lower()


class NormalizeWhitespace:
    def __call__(self, text):
        return " ".join(text.split())


class StripHtml:
    _tag = re.compile(r"<[^>]+>")

    def __call__(self, text):
        return html.unescape(self._tag.sub(" ", text))


class StripUrls:
    _url = re.compile(r"(https?://\S+|www\.\S+)")

    def __call__(self, text):
        return self._url.sub(" ", text)


class StripMentions:
    _mention = re.compile(r"[@#]\w+")

    def __call__(self, text):
        return self._mention.sub(" ", text)
