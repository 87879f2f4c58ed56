"""SQuAD v1.1 style EM / F1."""
import re
import string
from collections import Counter

_ARTICLES = re.compile(r"\b(a|an|the)\b")


def normalize_answer(s):
    s = s.lower()
    s = "".join(ch for ch in s if ch not in set(string.punctuation))
    s = _ARTICLES.sub(" ", s)
    return " ".join(s.split())


def exact_match(pred, gold):
    return float(normalize_answer(pred) == normalize_answer(gold))


def f1_score(pred, gold):
    p, g = normalize_answer(pred).split(), normalize_answer(gold).split()
    common = Counter(p) & Counter(g)
    same = sum(common.values())
    if same == 0:
        return 0.0
    precision, recall = same / len(p), same / len(g)
    return 2 * precision * recall / (precision + recall)


def squad_scores(predictions, examples):
    em = f1 = 0.0
    for ex in examples:
        pred = predictions.get(ex.qid, "")
        em += max(exact_match(pred, a) for a in ex.answers)
        f1 += max(f1_score(pred, a) for a in ex.answers)
    n = max(len(examples), 1)
    return {"EM": 100.0 * em / n, "F1": 100.0 * f1 / n}
