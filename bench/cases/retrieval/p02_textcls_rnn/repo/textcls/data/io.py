"""Reading and writing labelled sentence files (TSV: label<TAB>text, or JSON lines)."""
import csv
import json
import os


def read_tsv(path, label_col=0, text_col=1, has_header=False, label_map=None):
    texts, labels = [], []
    with open(path, newline="") as f:
        reader = csv.reader(f, delimiter="\t", quoting=csv.QUOTE_NONE)
        for i, row in enumerate(reader):
            if has_header and i == 0:
                continue
            if len(row) <= max(label_col, text_col):
                continue
            raw = row[label_col].strip()
            labels.append(label_map[raw] if label_map else int(raw))
            texts.append(row[text_col])
    return texts, labels


def read_jsonl(path, text_key="text", label_key="label", label_map=None):
    texts, labels = [], []
    with open(path) as f:
        for line in f:
            line = line.strip()
            if not line:
                continue
            obj = json.loads(line)
            raw = obj[label_key]
            labels.append(label_map[raw] if label_map else int(raw))
            texts.append(obj[text_key])
    return texts, labels


def read_any(path, **kw):
    ext = os.path.splitext(path)[1].lower()
    if ext in (".tsv", ".txt"):
        return read_tsv(path, **kw)
    if ext in (".jsonl", ".json"):
        return read_jsonl(path, **kw)
    raise ValueError(f"unsupported file type {ext!r}")


def write_tsv(path, texts, labels):
    os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
    with open(path, "w", newline="") as f:
        w = csv.writer(f, delimiter="\t", quoting=csv.QUOTE_NONE, escapechar="\\")
        for t, y in zip(texts, labels):
            w.writerow([y, t])


def build_label_map(raw_labels):
    return {lab: i for i, lab in enumerate(sorted(set(raw_labels)))}
