from mtseq.transforms.text import Compose, Lowercase, NormalizePunctuation, Tokenize


def build_text_transform(cfg):
    ops = [NormalizePunctuation(), Tokenize()]
    if cfg.get("lowercase"):
        ops.append(Lowercase())
    return Compose(ops)
