"""Tweet normalisation and tokenisation."""
import re

URL_RE = re.compile(r"https?://\S+|www\.\S+")
MENTION_RE = re.compile(r"@\w+:?")
RT_RE = re.compile(r"^\s*rt\b", re.IGNORECASE)
TOKEN_RE = re.compile(r"#?\w+|[:;]-?[()dp]|[!?]")


def clean(text, lowercase=True, strip_urls=True, strip_mentions=True):
    if strip_urls:
        text = URL_RE.sub(" ", text)
    if strip_mentions:
        text = MENTION_RE.sub(" ", text)
    text = RT_RE.sub(" ", text)
    if lowercase:
        text = text.lower()
    return text


def tokenize(text):
    return TOKEN_RE.findall(text)
