from .bpe import BPETokenizer
from .char import CharTokenizer


def build_tokenizer(kind, text, **kw):
    if kind == "char":
        return CharTokenizer.train(text)
    if kind == "bpe":
        return BPETokenizer.train(text, vocab_size=kw.get("vocab_size", 512))
    raise ValueError(kind)


def load_tokenizer(state):
    cls = {"char": CharTokenizer, "bpe": BPETokenizer}[state["kind"]]
    return cls.from_state(state)
