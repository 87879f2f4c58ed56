import re
import unicodedata

_WS = re.compile(r"[ \t]+")
_CTRL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")


def strip_control_chars(text):
    return _CTRL.sub("", text)


def clean_text(text, form="NFC"):
    text = unicodedata.normalize(form, text)
    text = strip_control_chars(text)
    lines = [_WS.sub(" ", l).strip() for l in text.splitlines()]
    return "\n".join(l for l in lines if l)
