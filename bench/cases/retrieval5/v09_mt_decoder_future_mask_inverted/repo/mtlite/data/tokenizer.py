"""Whitespace + punctuation tokenisation."""
import re

_PUNCT = re.compile(r"([.,!?;:()\"])")


def tokenize(text, lowercase=True):
    text = text.lower() if lowercase else text
    return _PUNCT.sub(r" \1 ", text).split()


def detokenize(tokens):
    text = " ".join(tokens)
    return re.sub(r" ([.,!?;:)])", r"\1", text).replace("( ", "(")
