"""The real embedder: all-MiniLM-L6-v2, offline, run with plain torch."""
import pytest

from index.embed import HashEmbedder, MiniLMEmbedder


@pytest.mark.slow
def test_minilm_offline_matches_meaning(monkeypatch):
    monkeypatch.setenv("HF_HUB_OFFLINE", "1")
    emb = MiniLMEmbedder()
    a, b, c = emb.embed(["the training loss becomes NaN", "loss is nan after a few steps",
                         "def load_yaml(path): return yaml.safe_load(open(path))"])
    assert len(a) == 384 and abs(sum(x * x for x in a) - 1) < 1e-4

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
