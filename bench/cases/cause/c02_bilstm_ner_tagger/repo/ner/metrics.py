def extract_spans(tags):
    """BIO tags -> set of (type, start, end) spans."""
    spans, start, kind = set(), None, None
    for i, tag in enumerate(list(tags) + ["O"]):
        if tag.startswith("B-") or tag == "O" or (tag.startswith("I-") and tag[2:] != kind):
            if kind is not None:
                spans.add((kind, start, i))
            start, kind = (i, tag[2:]) if tag != "O" else (None, None)
    return spans


def span_f1(gold_seqs, pred_seqs):
    tp = fp = fn = 0
    for gold, pred in zip(gold_seqs, pred_seqs):
        g, p = extract_spans(gold), extract_spans(pred)
        tp += len(g & p)
        fp += len(p - g)
        fn += len(g - p)
    precision = tp / (tp + fp) if tp + fp else 0.0
    recall = tp / (tp + fn) if tp + fn else 0.0
    f1 = 2 * precision * recall / (precision + recall) if precision + recall else 0.0
    return {"precision": precision, "recall": recall, "f1": f1}


def token_accuracy(gold_seqs, pred_seqs):
    correct = total = 0
    for gold, pred in zip(gold_seqs, pred_seqs):
        correct += sum(g == p for g, p in zip(gold, pred))
        total += len(gold)
    return correct / max(total, 1)
