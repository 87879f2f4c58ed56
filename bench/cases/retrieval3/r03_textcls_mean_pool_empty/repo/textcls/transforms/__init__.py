from textcls.transforms.text import Compose, Lowercase, NormalizeWhitespace, StripHtml, StripMentions, StripUrls

_CLEANERS = {"strip_html": StripHtml, "strip_urls": StripUrls, "strip_mentions": StripMentions}


def build_text_transform(cfg):
    ops = [_CLEANERS[name]() for name in cfg.get("clean", [])]
    if cfg.get("lowercase", True):
        ops.append(Lowercase())
    ops.append(NormalizeWhitespace())
    return Compose(ops)
