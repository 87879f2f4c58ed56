"""Tokenize a corpus once and cache ids next to it (data/input.txt -> data/input.char.pt)."""
import hashlib
import os

import torch

from ..tokenization import build_tokenizer, load_tokenizer


def _digest(text):
    return hashlib.sha1(text.encode("utf-8")).hexdigest()[:12]


def cache_path(corpus_path, kind):
    root, _ = os.path.splitext(corpus_path)
    return f"{root}.{kind}.pt"


def prepare(corpus_path, text, kind, vocab_size=512, use_cache=True):
    """Return (tokenizer, ids). Cache is invalidated when the text changes."""
    path = cache_path(corpus_path, kind) if corpus_path else None
    digest = _digest(text)
    if use_cache and path and os.path.exists(path):
        blob = torch.load(path, weights_only=False)
        if blob.get("digest") == digest and blob["tokenizer"]["kind"] == kind:
            return load_tokenizer(blob["tokenizer"]), blob["ids"].tolist()
    tok = build_tokenizer(kind, text, vocab_size=vocab_size)
    ids = tok.encode(text)
    if use_cache and path:
        os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
        torch.save({"digest": digest, "tokenizer": tok.state(), "ids": torch.tensor(ids, dtype=torch.int32)}, path)
    return tok, ids


def describe(tok, ids, text):
    ratio = len(text) / max(len(ids), 1)
    counts = torch.bincount(torch.tensor(ids), minlength=tok.vocab_size)
    unused = int((counts == 0).sum())
    return f"{tok.kind}: vocab {tok.vocab_size}, {len(ids):,} tokens, {ratio:.2f} chars/token, {unused} unused ids"
