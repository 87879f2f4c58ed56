"""Code-aware tokens and the BM25 leg of the search.

Tokens: whole dotted names, each identifier, and its snake_case / camelCase parts, lower-cased
(`self.reset_parameters` -> self.reset_parameters, reset_parameters, reset, parameters). The in-memory
engine scores English stems of single words on both sides (Snowball): a report says "flipping" or
"masks" where the code says `flip` and `mask`.

Two engines were measured (bench/retrieval.py --bm25-engines): LanceDB's native FTS index on the
`tokens` column and rank-bm25 in memory, built from the same column. See README "Architecture".
"""
from __future__ import annotations

import functools
import re
import threading

import snowballstemmer
from rank_bm25 import BM25Okapi

WORD_RE = re.compile(r"[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*")
CAMEL_RE = re.compile(r"[A-Z]+(?=[A-Z][a-z])|[A-Z]?[a-z]+|[A-Z]+|\d+")
STOP = frozenset("""a an and are as at be but by for from has have i if in into is it its of on or so that the
then this to was we were will with self cls def return import none true false not pass elif else""".split())


def split_identifier(name: str) -> list[str]:
    parts = []
    for piece in name.split("_"):
        parts.extend(p.lower() for p in CAMEL_RE.findall(piece))
    return [p for p in parts if len(p) > 1]


def code_tokens(text: str) -> list[str]:
    out: list[str] = []
    for m in WORD_RE.finditer(text):
        dotted = m.group(0)
        names = dotted.split(".")
        if len(names) > 1:
            out.append(dotted.lower())
        for name in names:
            low = name.lower()
            if low in STOP or len(low) < 2:
                continue
            out.append(low)
            parts = split_identifier(name)
            if len(parts) > 1:
                out.extend(p for p in parts if p not in STOP)
    return out


_STEMMER = snowballstemmer.stemmer("english")
_STEM_LOCK = threading.Lock()


@functools.lru_cache(maxsize=200_000)
def stem(token: str) -> str:
    """English stem of a token's word (`flipping` -> `flip`, `masks` -> `mask`): prose says
    "flipping", code says `flip`. Dotted names stay whole; the stemmer object is not thread-safe."""
    if "." in token or "_" in token:
        return token
    with _STEM_LOCK:
        return _STEMMER.stemWord(token)


def stemmed(tokens: list[str]) -> list[str]:
    return [stem(t) for t in tokens]


class MemoryBM25:
    """rank-bm25 over (id, tokens) rows; rebuilt when the table version changes."""

    def __init__(self, ids: list[str], token_strings: list[str]):
        self.ids = ids
        docs = [stemmed(t.split()) for t in token_strings]
        self.bm25 = BM25Okapi(docs or [[""]])

    def top(self, query_tokens: list[str], n: int) -> list[tuple[str, float]]:
        if not self.ids or not query_tokens:
            return []
        scores = self.bm25.get_scores(stemmed(query_tokens))
        order = sorted(range(len(self.ids)), key=lambda i: -scores[i])[:n]
        return [(self.ids[i], float(scores[i])) for i in order if scores[i] > 0]


_CACHE: dict[tuple[str, int], MemoryBM25] = {}
_LOCK = threading.Lock()


def memory_index(key: str, version: int, load) -> MemoryBM25:
    """One in-memory index per (database, table version) per process; `load()` -> (ids, tokens)."""
    with _LOCK:
        idx = _CACHE.get((key, version))
        if idx is None:
            for k in [k for k in _CACHE if k[0] == key]:
                del _CACHE[k]
            idx = MemoryBM25(*load())
            _CACHE[(key, version)] = idx
        return idx
