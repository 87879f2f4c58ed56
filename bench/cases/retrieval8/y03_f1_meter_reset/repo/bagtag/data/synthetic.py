"""Synthetic tagged documents.

Every label owns a handful of keywords; a document gets 1-3 labels (with a
Zipf-like label prior, so some labels are rare) and is a mix of its labels'
keywords and shared background words.
"""
import numpy as np


def make_corpus(n_labels=10, keywords_per_label=10, n_background=300, sizes=(1000, 200, 200),
                min_len=15, max_len=50, keyword_rate=0.3, seed=0):
    rng = np.random.default_rng(seed)
    keywords = [[f"kw{l}_{j}" for j in range(keywords_per_label)] for l in range(n_labels)]
    background = [f"w{j}" for j in range(n_background)]
    prior = 1.0 / np.arange(1, n_labels + 1) ** 0.8
    prior = prior / prior.sum()
    splits = []
    for size in sizes:
        docs = []
        for _ in range(size):
            k = int(rng.integers(1, 4))
            labels = sorted(rng.choice(n_labels, size=k, replace=False, p=prior).tolist())
            length = int(rng.integers(min_len, max_len + 1))
            tokens = []
            for _ in range(length):
                if rng.random() < keyword_rate:
                    lab = labels[int(rng.integers(len(labels)))]
                    tokens.append(keywords[lab][int(rng.integers(keywords_per_label))])
                else:
                    tokens.append(background[int(rng.integers(n_background))])
            docs.append((" ".join(tokens), labels))
        splits.append(docs)
    return splits
