def bio_to_spans(tags):
    """Return a set of (type, start, end_exclusive) spans from a BIO tag sequence."""
    spans, start, kind = [], None, None
    for i, tag in enumerate(list(tags) + ["O"]):
        if tag.startswith("B-") or tag == "O" or (tag.startswith("I-") and tag[2:] != kind):
            if kind is not None:
                spans.append((kind, start, i))
            start, kind = (i, tag[2:]) if tag != "O" else (None, None)
    return set(spans)


def iob1_to_bio(tags):
    out, prev = [], "O"
    for tag in tags:
        if tag.startswith("I-") and (prev == "O" or prev[2:] != tag[2:]):
            tag = "B-" + tag[2:]
        out.append(tag)
        prev = tag
    return out
