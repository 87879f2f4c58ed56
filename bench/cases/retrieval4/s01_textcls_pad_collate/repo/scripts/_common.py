import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from sentiq.data import BasicTokenizer, TextDataset, build_vocab, read_tsv, synthetic_reviews  # noqa: E402
from sentiq.transforms import build_token_transforms  # noqa: E402


def load_rows(cfg, split, n_synth):
    path = cfg["data"].get(split)
    if path:
        return read_tsv(path, cfg["data"]["labels"])
    return synthetic_reviews(n_synth, seed=cfg["seed"] + (0 if split == "train" else 1))


def build_datasets(cfg, vocab=None):
    tok = BasicTokenizer(lowercase=cfg["transforms"].get("lowercase", True))
    train_rows = load_rows(cfg, "train", 2000)
    val_rows = load_rows(cfg, "val", 400)
    if vocab is None:
        vocab = build_vocab((tok(t) for t, _ in train_rows), cfg["data"]["min_freq"], cfg["data"]["max_vocab"])
    ml = cfg["data"]["max_len"]
    train = TextDataset(train_rows, tok, vocab, ml, build_token_transforms(cfg["transforms"], train=True))
    val = TextDataset(val_rows, tok, vocab, ml, None)
    return train, val, vocab
